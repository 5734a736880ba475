import { useTranslation } from '../../i18n/useTranslation';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import classes from './PunchOut.module.css';

/** The punch-out expiry message of spec §8, word for word; the page's title says the same, wherever the notice is drawn. */
export function PunchOutExpiredNotice() {
  const { t } = useTranslation('content');
  usePageMeta({ title: t('punchOut.expiredTitle'), noindex: true, inPlaceOfPage: true });
  return (
    <div className={classes.card}>
      <h1 className={classes.title}>{t('punchOut.expiredTitle')}</h1>
      <p role="alert" className={classes.expired}>
        {t('punchOut.expired')}
      </p>
    </div>
  );
}

/** What every page of the punch-out host shows once the session is over (src/app/RootRoute.tsx). */
export function PunchOutExpiredPage() {
  return (
    <main id="main-content" tabIndex={-1} className={classes.page}>
      <PunchOutExpiredNotice />
    </main>
  );
}
