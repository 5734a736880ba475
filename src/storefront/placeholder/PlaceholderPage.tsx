import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { LinkBehavior } from '../../ui/LinkBehavior';
import controls from '../../ui/controls.module.css';
import { ConstructionOutlinedSvg } from '../../ui/icons';
import text from '../../ui/text/text.module.css';
import classes from '../errors/ErrorPage.module.css';

/** A route whose screen a later issue builds: says what it will be, with a link home. */
export function PlaceholderPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`pages:${pageKey}.title`);
  usePageMeta({ title, description: t(`pages:${pageKey}.description`) });
  return (
    <div className={classes.placeholder}>
      <ConstructionOutlinedSvg fontSize="medium" className={classes.placeholderIcon} />
      <h1 className={`${text.h1} ${classes.placeholderHeading}`}>{title}</h1>
      <p className={`${text.body1} ${classes.lead}`}>{t(`pages:${pageKey}.description`)}</p>
      <p className={`${text.body1} ${classes.note}`}>{t('pages:comingSoon')}</p>
      <LinkBehavior href={localePath('home')} className={controls.contained}>
        {t('common:actions.backHome')}
      </LinkBehavior>
    </div>
  );
}

/** The placeholder text key of a route name: `blog-author-slug-page-number` → `blog-author`. */
export function placeholderKey(routeName: string): string {
  return routeName.replace(/(-page-number|-slug|-id)+$/, '');
}
