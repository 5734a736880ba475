import Box from '@mui/material/Box';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
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
  return (
    <Box
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        fontSize: '1.6rem',
        lineHeight: 1.7,
        maxWidth: '75ch',
        '& h2': { fontSize: '2.2rem', lineHeight: 1.3, mt: 4, mb: 1.5 },
        '& h3': { fontSize: '1.8rem', mt: 3, mb: 1 },
        '& p, & ul, & ol, & table, & blockquote': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.light', pl: 2, color: 'text.secondary' },
      }}
    />
  );
}
