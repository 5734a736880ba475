import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { COOKIE, COOKIE_SECONDS, readCookie, writeCookie } from '../../../api/cookies';
import { showsAnnouncement } from '../../../domain/chrome';
import { Container } from '../../../ui/Container';
import controls from '../../../ui/controls.module.css';
import { CloseSvg } from '../../../ui/icons';
import { useSettings } from '../useSettings';
import { useVisitorPending } from '../visitorPending';
import classes from './InfoBars.module.css';

/**
 * The announcement of every page (spec §2, §9): closable; closed, it stays hidden for 8 hours
 * (cookie). Its height is reserved while the text loads, so nothing below moves.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('layout');
  // The server's shell of the page knows the visitor's cookie from the request.
  const pending = useVisitorPending();
  const [closed, setClosed] = useState(() => (pending ? pending.announcementClosed : Boolean(readCookie(COOKIE.pageAnnouncement))));
  const settings = useSettings();
  const text = settings.data?.allPagesAnnouncement;
  if (closed || settings.isError || (settings.isSuccess && !showsAnnouncement(text, undefined))) return null;
  const close = () => {
    writeCookie(COOKIE.pageAnnouncement, '1', COOKIE_SECONDS.pageAnnouncement);
    setClosed(true);
  };
  return (
    <div role="region" aria-label={t('announcement.label')} className={classes.announcement}>
      <Container className={classes.announcementRow}>
        <p className={classes.announcementText}>{text ?? ''}</p>
        <button type="button" onClick={close} aria-label={t('announcement.close')} className={`${controls.iconButton} ${classes.close}`}>
          <CloseSvg fontSize="small" />
        </button>
      </Container>
    </div>
  );
}
