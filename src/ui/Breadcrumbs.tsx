import { Fragment, useId, useState } from 'react';
import { loadOnDemand } from './loadOnDemand';
import { importWhenOnline } from './importWhenOnline';
import { useTranslation } from '../i18n/useTranslation';
import controls from './controls.module.css';
import { ExpandMoreSvg } from './icons';
import { TextLink } from './TextLink';
import classes from './Breadcrumbs.module.css';

/** The siblings menu (MUI, with its theme) loads when first opened. */
// Not lazy() in Suspense: React would open the menu no sooner than 300 ms after the click (loadOnDemand).
const siblingsMenu = loadOnDemand(() => importWhenOnline(() => import('./BreadcrumbSiblingsMenu')), { reloadWhenGone: true });

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
  /** Other pages at the same level (sibling categories), offered in a dropdown. */
  siblings?: Array<{ label: string; href: string }>;
}

/**
 * The trail to the current page; the last crumb is the page itself. Crumbs may open a list of
 * siblings. Plain elements with the look of MUI's Breadcrumbs (no emotion styles at load).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation(['common', 'catalogue']);
  return (
    <nav aria-label={t('common:breadcrumbs.label')} className={classes.trail}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const current = !item.href || index === items.length - 1;
          return (
            <Fragment key={`${item.href ?? 'current'}-${index}`}>
              {index > 0 ? (
                <li aria-hidden="true" className={classes.separator}>
                  /
                </li>
              ) : null}
              <li>
                <span className={classes.crumb}>
                  {item.href && !current ? (
                    <TextLink href={item.href} underline="hover" color="inherit">
                      {item.label}
                    </TextLink>
                  ) : (
                    <span aria-current="page" className={classes.current}>
                      {item.label}
                    </span>
                  )}
                  {item.siblings?.length ? <SiblingMenu label={item.label} siblings={item.siblings} /> : null}
                </span>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

/** The button opening a crumb's siblings; the menu is loaded and created on the first opening only. */
function SiblingMenu({ label, siblings }: { label: string; siblings: NonNullable<Crumb['siblings']> }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const BreadcrumbSiblingsMenu = siblingsMenu.useComponent(opened);
  return (
    <>
      <button
        type="button"
        className={`${controls.iconButton} ${classes.siblings}`}
        aria-label={t('breadcrumbs.siblings', { name: label })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <ExpandMoreSvg className={controls.svgIcon} />
      </button>
      {BreadcrumbSiblingsMenu ? <BreadcrumbSiblingsMenu id={id} anchor={anchor} onClose={() => setAnchor(null)} siblings={siblings} /> : null}
    </>
  );
}
