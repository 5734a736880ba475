import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * MUI links and buttons with an `href` navigate inside the app (theme default); external
 * addresses, mail and phone links stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }>(
  function LinkBehavior({ href = '', ...props }, ref) {
    if (/^(https?:|mailto:|tel:|#)/.test(href)) return <a ref={ref} href={href} {...props} />;
    return <RouterLink ref={ref} to={href} {...props} />;
  },
);
