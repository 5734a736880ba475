import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { LinkBehavior } from '../../ui/LinkBehavior';
import controls from '../../ui/controls.module.css';
import { icon } from '../../ui/icons';
import text from '../../ui/text/text.module.css';
import classes from '../errors/ErrorPage.module.css';

const ConstructionOutlinedSvg = icon('m13.7829 15.1718 2.1213-2.1213 5.9963 5.9963-2.1213 2.1213zM17.5 10c1.93 0 3.5-1.57 3.5-3.5 0-.58-.16-1.12-.41-1.6l-2.7 2.7-1.49-1.49 2.7-2.7c-.48-.25-1.02-.41-1.6-.41C15.57 3 14 4.57 14 6.5c0 .41.08.8.21 1.16l-1.85 1.85-1.78-1.78.71-.71-1.41-1.41L12 3.49c-1.17-1.17-3.07-1.17-4.24 0L4.22 7.03l1.41 1.41H2.81l-.71.71 3.54 3.54.71-.71V9.15l1.41 1.41.71-.71 1.78 1.78-7.41 7.41 2.12 2.12L16.34 9.79c.36.13.75.21 1.16.21');

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
