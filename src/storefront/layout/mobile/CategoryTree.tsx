import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { OUTLET_PROMOTION_SLUG } from '../../../platform/config';
import { localePath } from '../../../routing/routes';
import { isCategoryDisabled } from '../../../domain/chrome';
import { canOpen, goBack, nodesAt, openLevel, trail } from '../../../domain/menuTree';
import type { Category } from '../../../generated/model';
import { LinkBehavior } from '../../../ui/LinkBehavior';
import { useMenuTree } from '../menu/useMenuTree';

const rowSx = {
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, width: '100%', minHeight: 48, px: 2, py: 1,
  font: 'inherit', fontSize: '1.5rem', textAlign: 'left', color: 'text.primary', textDecoration: 'none', bgcolor: 'transparent', border: 0,
  cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' },
} as const;

/** The category tree of the mobile menu: one level at a time, "Wstecz" and "Wszystko w: …". */
export function CategoryTree({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('layout');
  const tree = useMenuTree('mobile', enabled);
  const [path, setPath] = useState<number[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const roots = tree.data?.categories ?? [];
  const nodes = nodesAt<Category>(roots, path);
  const opened = trail<Category>(roots, path);
  const current = opened[opened.length - 1];
  const focusFirst = () => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('a, button')?.focus());

  if (tree.isPending && enabled) {
    return (
      <Box role="status" aria-label={t('mobile.loading')} sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <Box component="ul" ref={list} sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
        {current ? (
          <>
            <li>
              <Box component="button" type="button" onClick={() => { setPath(goBack(path)); focusFirst(); }} sx={{ ...rowSx, justifyContent: 'flex-start', color: 'primary.main', fontWeight: 500 }}>
                <ChevronLeftIcon aria-hidden="true" />
                {t('mobile.back')}
              </Box>
            </li>
            {isCategoryDisabled(current) ? null : (
              <li>
                <Box component={LinkBehavior} href={localePath('category-slug', { slug: current.slug })} sx={{ ...rowSx, fontWeight: 700 }}>
                  {t('menu.allIn', { name: current.name })}
                </Box>
              </li>
            )}
          </>
        ) : null}
        {nodes.map((category) => {
          const disabled = isCategoryDisabled(category);
          if (canOpen(category, path.length)) {
            return (
              <li key={category.id}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => { setPath(openLevel(path, category.id)); focusFirst(); }}
                  aria-label={t('menu.showSubcategories', { name: category.name })}
                  sx={{ ...rowSx, color: disabled ? 'text.secondary' : 'text.primary' }}
                >
                  <span>{category.name}</span>
                  <ChevronRightIcon aria-hidden="true" />
                </Box>
              </li>
            );
          }
          return (
            <li key={category.id}>
              {disabled ? (
                <Box component="span" aria-disabled="true" sx={{ ...rowSx, color: 'text.secondary', cursor: 'not-allowed' }}>
                  {category.name}
                </Box>
              ) : (
                <Box component={LinkBehavior} href={localePath('category-slug', { slug: category.slug })} sx={rowSx}>
                  {category.name}
                </Box>
              )}
            </li>
          );
        })}
        {current ? null : (
          <>
            <li>
              <Box component={LinkBehavior} href={localePath('promotions')} sx={{ ...rowSx, color: 'promo.main', fontWeight: 500 }}>
                {t('menu.promotions')}
              </Box>
            </li>
            <li>
              <Box component={LinkBehavior} href={localePath('promotions-slug', { slug: OUTLET_PROMOTION_SLUG })} sx={{ ...rowSx, color: 'promo.main', fontWeight: 500 }}>
                {t('menu.outlet')}
              </Box>
            </li>
          </>
        )}
      </Box>
    </Box>
  );
}
