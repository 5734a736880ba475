import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { LinkBehavior } from './LinkBehavior';
import classes from './TextLink.module.css';

export type TextLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** As MUI's Link: 'always' (default, a light underline), 'hover' or 'none'. */
  underline?: 'always' | 'hover' | 'none';
  color?: 'primary' | 'inherit' | 'textPrimary' | 'textSecondary' | 'promo';
};

/**
 * A text link with the look of MUI's `<Link>` (theme colours, underline styles), as a plain anchor:
 * inside the app it navigates with the router, external, mail and phone addresses stay anchors.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { underline = 'always', color = 'primary', className, ...props },
  ref,
) {
  const classNames = [classes.link, classes[color], classes[underline], className].filter(Boolean).join(' ');
  return <LinkBehavior ref={ref} className={classNames} {...props} />;
});
