import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTLET_PROMOTION_SLUG } from '../../app/config';
import { localePath } from '../../app/routes';
import { displayName } from '../../domain/user';
import type { Category } from '../../generated/model';
import { logout, useSession } from '../../session';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { useCategoryTree } from '../catalogue/useCategoryTree';
import { LanguageLink } from './LanguageLink';

/** The menu below 1366 px: category tree (with back), the user, login or logout, language. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [parent, setParent] = useState<Category | null>(null);
  const { isLoggedIn, currentUser } = useSession();
  const categories = useCategoryTree().data?.categories ?? [];
  const close = () => {
    setOpen(false);
    setParent(null);
  };
  const shown = parent ? parent.children : categories;
  return (
    <>
      <IconButton aria-label={t('nav.openMenu')} aria-expanded={open} onClick={() => setOpen(true)} sx={{ display: { xs: 'inline-flex', xl: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close} slotProps={{ paper: { sx: { width: 340, maxWidth: '90vw' }, 'aria-label': t('nav.menu') } as object }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography sx={{ fontWeight: 700 }}>{isLoggedIn && currentUser ? displayName(currentUser.user) : t('nav.menu')}</Typography>
          <IconButton aria-label={t('actions.close')} onClick={close} sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('nav.categories')}>
          <List dense={false}>
            {parent ? (
              <>
                <ListItemButton onClick={() => setParent(null)}>
                  <ListItemText primary={`‹ ${t('nav.back')}`} />
                </ListItemButton>
                <ListItemButton component={LinkBehavior} href={localePath('category-slug', { slug: parent.slug })} onClick={close}>
                  <ListItemText primary={t('nav.allIn', { name: parent.name })} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                </ListItemButton>
              </>
            ) : null}
            {shown.map((category) =>
              category.children.length > 0 && !parent ? (
                <ListItemButton key={category.id} onClick={() => setParent(category)} aria-label={t('nav.showSubcategories', { name: category.name })}>
                  <ListItemText primary={category.name} />
                  <ChevronRightIcon aria-hidden="true" />
                </ListItemButton>
              ) : (
                <ListItemButton key={category.id} component={LinkBehavior} href={localePath('category-slug', { slug: category.slug })} onClick={close}>
                  <ListItemText primary={category.name} />
                </ListItemButton>
              ),
            )}
            {!parent ? (
              <>
                <ListItemButton component={LinkBehavior} href={localePath('promotions')} onClick={close}>
                  <ListItemText primary={t('nav.promotions')} slotProps={{ primary: { sx: { color: 'promo.main', fontWeight: 500 } } }} />
                </ListItemButton>
                <ListItemButton component={LinkBehavior} href={localePath('promotions-slug', { slug: OUTLET_PROMOTION_SLUG })} onClick={close}>
                  <ListItemText primary={t('nav.outlet')} slotProps={{ primary: { sx: { color: 'promo.main', fontWeight: 500 } } }} />
                </ListItemButton>
              </>
            ) : null}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          {isLoggedIn ? (
            <>
              <Button href={localePath('dashboard')} onClick={close}>
                {t('account.myAccount')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {t('account.logout')}
              </Button>
            </>
          ) : (
            <Button variant="contained" href={localePath('login')} onClick={close}>
              {t('account.login')}
            </Button>
          )}
          <LanguageLink color="primary" />
        </Box>
      </Drawer>
    </>
  );
}
