import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import classes from './Hero.module.css';

/** The intro of the home page: what the shop is, with the two main ways in. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-title" className={classes.hero}>
      <h1 id="home-title" className={classes.title}>
        {t('hero.title')}
      </h1>
      <p className={classes.text}>{t('hero.text')}</p>
      <div className={classes.actions}>
        <LinkBehavior href={localePath('promotions')} className={`${controls.contained} ${classes.promotions}`}>
          {t('hero.promotions')}
        </LinkBehavior>
        <LinkBehavior href={localePath('registration')} className={`${controls.outlined} ${classes.companyAccount}`}>
          {t('hero.companyAccount')}
        </LinkBehavior>
      </div>
    </section>
  );
}
