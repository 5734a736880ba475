import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../generated/model';
import { ProductTile } from '../../ui/ProductTile';
import { useTileWiring } from './ProductGrid';

/** Spec §9 product sliders: 1 slide, 2 from 600 px, 3 from 1024 px, 4 from 1280 px. */
const SLIDE_WIDTH = {
  xs: '100%',
  tablet: 'calc((100% - 16px) / 2)',
  lg: 'calc((100% - 32px) / 3)',
  desktop: 'calc((100% - 48px) / 4)',
};

/** A titled, horizontally scrolling row of product tiles with previous/next buttons. */
export function ProductCarousel({ title, products }: { title: string; products: ProductSummary[] }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const tileProps = useTileWiring(title);
  if (!products.length) return null;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h2" id={`${id}-title`} sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('carousel.previous')} aria-controls={`${id}-track`} onClick={() => scroll(-1)} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('carousel.next')} aria-controls={`${id}-track`} onClick={() => scroll(1)} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="ul"
        id={`${id}-track`}
        ref={track}
        tabIndex={0}
        aria-label={title}
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          p: 0.5,
          m: -0.5,
          scrollbarWidth: 'thin',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        {products.map((product, index) => (
          <Box component="li" key={product.id} sx={{ flex: 'none', width: SLIDE_WIDTH, scrollSnapAlign: 'start' }}>
            <ProductTile {...tileProps(product, index)} headingComponent="h3" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
