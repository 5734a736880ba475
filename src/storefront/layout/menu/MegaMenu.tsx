import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { OUTLET_PROMOTION_SLUG } from '../../../platform/config';
import { localePath } from '../../../routing/routes';
import { isCategoryDisabled } from '../../../domain/chrome';
import type { Category } from '../../../generated/model';
import { Container } from '../../../ui/Container';
import { useHoverOpen, type HoverOpen } from '../../../ui/dropdown/useHoverOpen';
import { KeyboardArrowDownSvg } from '../../../ui/icons';
import { TextLink } from '../../../ui/TextLink';
import hidden from '../../../ui/visuallyHidden.module.css';
import classes from './MegaMenu.module.css';
import { useMenuTree } from './useMenuTree';
import { loadOnDemand } from '../../../ui/loadOnDemand';

// Not lazy() in Suspense: React would open the first panel no sooner than 300 ms after the hover (loadOnDemand).
const panel = loadOnDemand(() => import('./MegaMenuPanel'), { reloadWhenGone: true });
const HOVER_DELAYS = { open: 120, close: 200 };

interface TopItemProps {
  category: Category;
  open: boolean;
  hover: HoverOpen<number>;
}

function TopItem({ category, open, hover }: TopItemProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const disabled = isCategoryDisabled(category);
  const MegaMenuPanel = panel.useComponent(open);
  const href = localePath('category-slug', { slug: category.slug });
  const panelId = `mega-menu-${category.id}`;
  const hasPanel = category.children.length > 0 || Boolean(category.recommendedItem) || (category.recommendedBrands?.length ?? 0) > 0;
  return (
    <li
      onMouseEnter={() => hasPanel && hover.enter(category.id)}
      onMouseLeave={hover.leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hover.close();
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) hover.close();
      }}
      className={classes.top}
    >
      {disabled ? (
        <span aria-disabled="true" title={t('menu.disabled')} className={`${classes.item} ${classes.disabled}`}>
          {category.name}
          <span className={hidden.visuallyHidden}>{` (${t('menu.disabled')})`}</span>
        </span>
      ) : (
        <TextLink
          href={href}
          underline="none"
          aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}
          className={hasPanel ? `${classes.item} ${classes.withPanel}` : classes.item}
        >
          {category.name}
        </TextLink>
      )}
      {hasPanel ? (
        <button
          type="button"
          ref={toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={t('menu.showSubcategories', { name: category.name })}
          onClick={() => hover.toggle(category.id)}
          onFocus={panel.prefetch}
          className={classes.toggle}
        >
          <KeyboardArrowDownSvg fontSize="small" className={open ? `${classes.chevron} ${classes.chevronOpen}` : classes.chevron} />
        </button>
      ) : null}
      {MegaMenuPanel ? <MegaMenuPanel id={panelId} category={category} onNavigate={hover.close} /> : null}
    </li>
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
  const hover = useHoverOpen(openId, setOpenId, HOVER_DELAYS);
  useEffect(() => setOpenId(null), [pathname]);
  return (
    <nav aria-label={t('menu.label')} onPointerEnter={panel.prefetch} className={classes.nav}>
      <Container className={classes.row}>
        <ul className={classes.list}>
          {categories.map((category) => (
            <TopItem key={category.id} category={category} open={openId === category.id} hover={hover} />
          ))}
          <li className={classes.end}>
            <TextLink href={localePath('promotions')} underline="none" className={`${classes.item} ${classes.promo}`}>
              {t('menu.promotions')}
            </TextLink>
          </li>
          <li>
            <TextLink href={localePath('promotions-slug', { slug: OUTLET_PROMOTION_SLUG })} underline="none" className={`${classes.item} ${classes.promo}`}>
              {t('menu.outlet')}
            </TextLink>
          </li>
        </ul>
      </Container>
    </nav>
  );
}
