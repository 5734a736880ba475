import HelpOutlineIcon from '@mui/icons-material/ContactSupportOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../ui/dropdown/Dropdown';
import { HelpContent } from './HelpContent';

/** "Pomoc" in the info bar and the simplified header: phone, hours, e-mail, chat (29rem wide). */
export function HelpDropdown({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('layout');
  return (
    <Dropdown
      label={t('help.button')}
      startIcon={<HelpOutlineIcon sx={{ fontSize: 18 }} />}
      width="29rem"
      color={color}
      buttonSx={{ fontSize: '1.3rem', minHeight: 32, py: 0 }}
    >
      {(close) => (
        <Box>
          <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 700 }}>
            {t('help.title')}
          </Box>
          <HelpContent onChat={close} />
        </Box>
      )}
    </Dropdown>
  );
}
