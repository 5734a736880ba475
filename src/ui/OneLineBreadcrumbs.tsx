import { useTranslation } from '../i18n/useTranslation';
import { TextLink } from './TextLink';
import classes from './OneLineBreadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/**
 * A light breadcrumb trail for content pages, kept on one line (the current page's crumb is cut
 * with an ellipsis), so a long title arriving later does not push the page down.
 */
export function OneLineBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={classes.trail}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={last ? classes.last : classes.item}>
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {item.href && !last ? (
                <TextLink href={item.href} underline="hover" color="inherit">
                  {item.label}
                </TextLink>
              ) : (
                <span aria-current="page" className={classes.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
