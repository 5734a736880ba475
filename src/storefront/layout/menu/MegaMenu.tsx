import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OUTLET_PROMOTION_SLUG } from '../../../app/config';
import { localePath } from '../../../app/routes';
import { isCategoryDisabled } from '../../../domain/chrome';
import type { Category } from '../../../generated/model';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useMenuTree } from './useMenuTree';

const loadPanel = () => import('./MegaMenuPanel');
const MegaMenuPanel = lazy(loadPanel);
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 200;

const itemSx = {
  display: 'block',
  px: 1.25,
  py: 1.25,
  fontWeight: 500,
  fontSize: '1.4rem',
  color: 'text.primary',
  whiteSpace: 'nowrap',
  borderBottom: 3,
  borderColor: 'transparent',
  '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
  '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
} as const;

function TopItem({ category, open, onOpen, onClose, onToggle }: { category: Category; open: boolean; onOpen: (delay: number) => void; onClose: (delay: number) => void; onToggle: () => void }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const disabled = isCategoryDisabled(category);
  const href = localePath('category-slug', { slug: category.slug });
  const panelId = `mega-menu-${category.id}`;
  const hasPanel = category.children.length > 0 || Boolean(category.recommendedItem) || (category.recommendedBrands?.length ?? 0) > 0;
  return (
    <Box
      component="li"
      onMouseEnter={() => hasPanel && onOpen(OPEN_DELAY_MS)}
      onMouseLeave={() => onClose(CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose(0);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onClose(0);
      }}
      sx={{ display: 'flex', alignItems: 'center' }}
    >
      {disabled ? (
        <Box component="span" aria-disabled="true" title={t('menu.disabled')} sx={{ ...itemSx, color: 'text.secondary', cursor: 'not-allowed', '&:hover': {} }}>
          {category.name}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('menu.disabled')})`}
          </Box>
        </Box>
      ) : (
        <Link href={href} underline="none" aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined} sx={{ ...itemSx, pr: hasPanel ? 0.25 : 1.25 }}>
          {category.name}
        </Link>
      )}
      {hasPanel ? (
        <Box
          component="button"
          type="button"
          ref={toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={t('menu.showSubcategories', { name: category.name })}
          onClick={onToggle}
          onFocus={() => void loadPanel()}
          sx={{ display: 'grid', placeItems: 'center', border: 0, bgcolor: 'transparent', color: 'text.secondary', cursor: 'pointer', width: 24, height: 32, p: 0, borderRadius: 1, '&:hover': { color: 'primary.main' } }}
        >
          <KeyboardArrowDownIcon fontSize="small" sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </Box>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <MegaMenuPanel id={panelId} category={category} onNavigate={() => onClose(0)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The category mega-menu on desktop (≥ 1366 px, spec §2): top categories open on hover or with
 * their toggle button (keyboard); Promocje and Outlet are fixed entries at the end.
 */
export default function MegaMenu() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const categories = useDeferredValue(useMenuTree('desktop').data?.categories) ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const schedule = (next: number | null, delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpenId(next);
    else timer.current = window.setTimeout(() => setOpenId(next), delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setOpenId(null), [pathname]);
  return (
    <Box component="nav" aria-label={t('menu.label')} onPointerEnter={() => void loadPanel()} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container sx={{ position: 'relative' }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'nowrap', listStyle: 'none', p: 0, m: 0, minHeight: 46, alignItems: 'center' }}>
          {categories.map((category) => (
            <TopItem
              key={category.id}
              category={category}
              open={openId === category.id}
              onOpen={(delay) => schedule(category.id, delay)}
              onClose={(delay) => schedule(null, delay)}
              onToggle={() => schedule(openId === category.id ? null : category.id, 0)}
            />
          ))}
          <Box component="li" sx={{ ml: 'auto' }}>
            <Link href={localePath('promotions')} underline="none" sx={{ ...itemSx, color: 'promo.main' }}>
              {t('menu.promotions')}
            </Link>
          </Box>
          <li>
            <Link href={localePath('promotions-slug', { slug: OUTLET_PROMOTION_SLUG })} underline="none" sx={{ ...itemSx, color: 'promo.main' }}>
              {t('menu.outlet')}
            </Link>
          </li>
        </Box>
      </Container>
    </Box>
  );
}
