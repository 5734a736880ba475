import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { useSession } from '../../../session';
import { useDisclosure } from '../../../ui/dropdown/useDisclosure';

export const label = { display: { xs: 'none', lg: 'inline' } } as const;
const panelSx = {
  position: 'absolute', top: 'calc(100% + 4px)', right: 0, zIndex: 1200, width: 320, maxWidth: 'calc(100vw - 16px)',
  bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1.5, boxShadow: '0 8px 24px rgba(15, 23, 42, 0.16)', p: 2,
} as const;

/** Guests: "Zaloguj się" (a link) and, in its dropdown, the login button and the register link. */
function GuestAccount() {
  const { t } = useTranslation('layout');
  const { open, setOpen, panelId, wrapperProps, buttonProps } = useDisclosure();
  return (
    <Box {...wrapperProps} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
      <Button href={localePath('login')} color="inherit" startIcon={<PersonOutlinedIcon />} aria-label={t('account.login')} sx={{ minWidth: 44, minHeight: 44, '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 } } }}>
        <Box component="span" sx={label}>
          {t('account.login')}
        </Box>
      </Button>
      <IconButton {...buttonProps} size="small" aria-label={t('account.more')} sx={{ display: { xs: 'none', lg: 'inline-flex' }, ml: -0.5 }}>
        <KeyboardArrowDownIcon fontSize="small" />
      </IconButton>
      {open ? (
        <Box id={panelId} sx={panelSx}>
          <Button variant="contained" fullWidth href={localePath('login')} onClick={() => setOpen(false)}>
            {t('account.login')}
          </Button>
          <Box component="p" sx={{ m: 0, mt: 1.5, textAlign: 'center' }}>
            {t('account.noAccount')}{' '}
            <Link href={localePath('registration')} onClick={() => setOpen(false)}>
              {t('account.register')}
            </Link>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

const UserAccount = lazy(() => import('./UserAccount'));

/** The account dropdown of the header (320 px wide, spec §9); the user's part loads only for users. */
export function AccountDropdown() {
  const { isLoggedIn, currentUser } = useSession();
  return isLoggedIn && currentUser ? (
    <Suspense fallback={<Box sx={{ width: 44, height: 44 }} />}>
      <UserAccount />
    </Suspense>
  ) : (
    <GuestAccount />
  );
}
