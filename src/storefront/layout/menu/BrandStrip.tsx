import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { BRAND_AUTOPLAY_MS, BRAND_SPEED_MS, brandCarouselLoops, type SlidesPerView } from '../../../domain/sliders';
import type { Brand } from '../../../generated/model';
import { imageUrl } from '../../../ui/imageUrl';
import { Slider } from '../../../ui/slider/Slider';
import { TextLink } from '../../../ui/TextLink';
import classes from './BrandStrip.module.css';

/** A brand logo (100×80) linking to the brand's products; its name when there is no logo. */
export function BrandLogo({ brand, onNavigate }: { brand: Brand; onNavigate?: () => void }) {
  const logo = imageUrl(brand.logoUrl100x80);
  return (
    <TextLink href={localePath('brand-slug', { slug: brand.slug })} onClick={onNavigate} underline="none" className={logo ? classes.brand : `${classes.brand} ${classes.brandName}`}>
      {logo ? <img src={logo} alt={brand.name} width={100} height={80} loading="lazy" className={classes.brandLogo} /> : brand.name}
    </TextLink>
  );
}

/** Recommended brands as a carousel: loops and plays by itself above 5 brands (1500 ms, speed 900). */
export function BrandStrip({ brands, label, perView, onNavigate }: { brands: Brand[]; label: string; perView: SlidesPerView; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const loops = brandCarouselLoops(brands.length);
  return (
    <div>
      <Slider
        label={label || t('menu.brands')}
        perView={perView}
        gap={12}
        speedMs={BRAND_SPEED_MS}
        loop={loops}
        autoplayMs={loops ? BRAND_AUTOPLAY_MS : undefined}
        slides={brands.map((brand) => ({ key: brand.id, content: <BrandLogo brand={brand} onNavigate={onNavigate} /> }))}
      />
    </div>
  );
}
