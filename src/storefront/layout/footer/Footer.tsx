import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useInView } from '../../../ui/useInView';
import { ScrollToTop } from '../ScrollToTop';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer (spec §2): the static links in columns (collapsible on phones), customer service,
 * the logo carousel, the review widgets (with consent) and the cookie settings. It sits below
 * the fold, so its content (code and rendering) comes when it is within 600 px of the viewport.
 */
export function Footer() {
  const { ref, inView } = useInView<HTMLElement>('600px');
  return (
    <Box component="footer" ref={ref} sx={{ bgcolor: 'secondary.main', color: '#e5e7eb', mt: 6, minHeight: inView ? undefined : 480 }}>
      {inView ? (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      ) : null}
      <ScrollToTop />
    </Box>
  );
}

