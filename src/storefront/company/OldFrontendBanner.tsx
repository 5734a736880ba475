import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocale } from '../../routing/routes';
import { formatDate } from '../../domain/format/date';
import { getOldFrontendLink } from '../../generated/api/session-and-user/session-and-user';
import { Container } from '../../ui/Container';
import { useCompanyTexts } from './companyTexts';
import classes from './OldFrontendBanner.module.css';

/**
 * The old-frontend banner (spec §4): until the date of the user's access settings, the previous
 * version of the shop can still be used; the action asks the server for its link and goes there.
 * Its failure is silent (spec §8): the button simply works again. Loaded only for such a user.
 */
export default function OldFrontendBanner({ until }: { until: string }) {
  const ready = useCompanyTexts();
  const { t } = useTranslation('company');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  if (!ready) return <div className={classes.bar} />;
  const date = formatDate(until, locale);
  const open = async () => {
    setBusy(true);
    try {
      const { link } = await getOldFrontendLink();
      window.location.assign(link);
    } catch {
      setBusy(false);
    }
  };
  return (
    <div role="region" aria-label={t('oldFrontend.label')} className={classes.bar}>
      <Container className={classes.row}>
        <p className={classes.text}>
          <span className={classes.long}>{t('oldFrontend.text', { date })}</span>
          <span className={classes.short}>{t('oldFrontend.textShort', { date })}</span>
        </p>
        <button type="button" className={classes.action} onClick={() => void open()} disabled={busy} aria-busy={busy}>
          <span className={classes.long}>{t('oldFrontend.action')}</span>
          <span className={classes.short}>{t('oldFrontend.actionShort')}</span>
        </button>
      </Container>
    </div>
  );
}
