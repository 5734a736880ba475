import { useTranslation } from '../i18n/useTranslation';
import { localePath } from '../routing/routes';
import { usePageMeta } from '../routing/seo/usePageMeta';
import { TextLink } from '../ui/TextLink';
import classes from './OldFrontendDemoPage.module.css';

/**
 * /demo/poprzednia-wersja: where the old-frontend banner's link leads in the demo (the route exists
 * only while the in-browser demo API runs). A real API answers the previous shop's own address;
 * this page says what it stands for and leads back to the shop.
 */
export function OldFrontendDemoPage() {
  const { t } = useTranslation('company');
  usePageMeta({ title: t('demoPage.title'), noindex: true });
  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <p className={classes.badge}>{t('demoPage.badge')}</p>
        <h1 className={classes.title}>{t('demoPage.title')}</h1>
        <p>{t('demoPage.intro')}</p>
        <p>{t('demoPage.explanation')}</p>
        <p className={classes.back}>
          <TextLink href={localePath('home')}>{t('demoPage.back')}</TextLink>
        </p>
      </div>
    </div>
  );
}
