import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE, COOKIE_SECONDS, readCookie, writeCookie } from '../../../api/cookies';
import { showsAnnouncement } from '../../../domain/chrome';
import { useSettings } from '../useSettings';

/**
 * The announcement of every page (spec §2, §9): closable; closed, it stays hidden for 8 hours
 * (cookie). Its height is reserved while the text loads, so nothing below moves.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('layout');
  const [closed, setClosed] = useState(() => Boolean(readCookie(COOKIE.pageAnnouncement)));
  const settings = useSettings();
  const text = settings.data?.allPagesAnnouncement;
  if (closed || settings.isError || (settings.isSuccess && !showsAnnouncement(text, undefined))) return null;
  const close = () => {
    writeCookie(COOKIE.pageAnnouncement, '1', COOKIE_SECONDS.pageAnnouncement);
    setClosed(true);
  };
  return (
    <Box role="region" aria-label={t('announcement.label')} sx={{ bgcolor: 'promo.light', color: 'text.primary', fontSize: '1.3rem' }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, height: { xs: 44, md: 34 } }}>
        <Box
          component="p"
          sx={{
            m: 0,
            flex: 1,
            minWidth: 0,
            textAlign: 'center',
            lineHeight: 1.3,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, md: 1 },
          }}
        >
          {text ?? ''}
        </Box>
        <IconButton size="small" onClick={close} aria-label={t('announcement.close')} sx={{ color: 'inherit', width: 32, height: 32 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Container>
    </Box>
  );
}
