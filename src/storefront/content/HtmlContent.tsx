import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './HtmlContent.module.css';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Server HTML (article body, text page), sanitised; links inside the shop navigate in the app,
 * headings start at h2 (the page's title is the h1).
 */
export function HtmlContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} className={classes.html} />;
}
