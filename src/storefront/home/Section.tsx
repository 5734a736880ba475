import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId, type ReactNode } from 'react';
import { useInView } from '../../ui/useInView';

/**
 * A titled section of a content page. `deferred` sections render (and fetch) only when they come
 * near the viewport; their `minHeight` is kept meanwhile, so nothing moves.
 */
export function Section({ title, children, minHeight, deferred = false, more }: { title: string; children: ReactNode; minHeight?: number; deferred?: boolean; more?: { href: string; label: string } }) {
  const id = useId();
  const { ref, inView } = useInView<HTMLElement>();
  return (
    <Box component="section" ref={ref} aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 }, minHeight }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box component="h2" id={id} sx={{ m: 0, fontSize: { xs: '1.9rem', md: '2.2rem' }, fontWeight: 700 }}>
          {title}
        </Box>
        {more ? (
          <Link href={more.href} underline="hover" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {more.label}
          </Link>
        ) : null}
      </Box>
      {!deferred || inView ? children : null}
    </Box>
  );
}
