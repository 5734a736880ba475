import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../app/routes';
import { BRAND_AUTOPLAY_MS, BRAND_SPEED_MS, brandCarouselLoops, type SlidesPerView } from '../../../domain/sliders';
import type { Brand } from '../../../generated/model';
import { imageUrl } from '../../../ui/imageUrl';
import { Slider } from '../../../ui/slider/Slider';

/** A brand logo (100×80) linking to the brand's products; its name when there is no logo. */
export function BrandLogo({ brand, onNavigate }: { brand: Brand; onNavigate?: () => void }) {
  const logo = imageUrl(brand.logoUrl100x80);
  return (
    <Link
      href={localePath('brand-slug', { slug: brand.slug })}
      onClick={onNavigate}
      underline="none"
      sx={{ display: 'grid', placeItems: 'center', height: 80, border: logo ? 0 : 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary', fontWeight: 700, textAlign: 'center', px: logo ? 0 : 1, '&:hover': { opacity: 0.85 } }}
    >
      {logo ? <img src={logo} alt={brand.name} width={100} height={80} loading="lazy" style={{ maxWidth: '100%', height: 'auto', objectFit: 'contain' }} /> : brand.name}
    </Link>
  );
}

/** Recommended brands as a carousel: loops and plays by itself above 5 brands (1500 ms, speed 900). */
export function BrandStrip({ brands, label, perView, onNavigate }: { brands: Brand[]; label: string; perView: SlidesPerView; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const loops = brandCarouselLoops(brands.length);
  return (
    <Box>
      <Slider
        label={label || t('menu.brands')}
        perView={perView}
        gap={12}
        speedMs={BRAND_SPEED_MS}
        loop={loops}
        autoplayMs={loops ? BRAND_AUTOPLAY_MS : undefined}
        slides={brands.map((brand) => ({ key: brand.id, content: <BrandLogo brand={brand} onNavigate={onNavigate} /> }))}
      />
    </Box>
  );
}
