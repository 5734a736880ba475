import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../../app/config';
import { requestChat } from '../../consent/chat';

/** Customer service (spec §1): phone at 0,29 zł net per minute, Mon–Fri 8:00–16:00, e-mail, chat. */
export function HelpContent({ onChat }: { onChat?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Link href={CONTACT.phoneHref} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '1.8rem', fontWeight: 700 }}>
        <PhoneOutlinedIcon aria-hidden="true" />
        {CONTACT.phone}
      </Link>
      <Box component="p" sx={{ m: 0 }}>
        {t('help.phoneCost')}
        <br />
        {t('help.hours')}
      </Box>
      <Link href={`mailto:${CONTACT.email}`} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <MailOutlinedIcon aria-hidden="true" fontSize="small" />
        {CONTACT.email}
      </Link>
      <Button
        variant="outlined"
        startIcon={<ChatOutlinedIcon />}
        onClick={() => {
          onChat?.();
          requestChat();
        }}
      >
        {t('help.chat')}
      </Button>
    </Box>
  );
}
