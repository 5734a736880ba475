import { pictureSources } from './imageUrl';
import type { ResponsivePicture } from './preloadPicture';
import classes from './ProductPicture.module.css';

interface ProductPictureProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold pictures load eagerly; the rest lazily. */
  eager?: boolean;
  /** Extra look (a maximum height, `object-fit: cover`, centring…) from the caller's CSS module. */
  className?: string;
  /** A large picture in several widths, the browser taking the one its screen needs (`sizes`: how wide it shows). */
  responsive?: ResponsivePicture;
}

/**
 * A picture with its size set (no layout shift), kept inside its box; raster pictures on the
 * conversion path come as AVIF where the browser decodes it and the API encodes it, else WebP
 * (`pictureSources`: the in-page demo API encodes WebP only, so it gets no AVIF source).
 * A plain element styled by a CSS module (product tiles: dozens on a page), no emotion.
 */
export function ProductPicture({ src, alt, width, height, eager = false, className, responsive }: ProductPictureProps) {
  const sources = pictureSources(src, responsive?.widths);
  const sizes = responsive?.sizes;
  const style = { aspectRatio: `${width} / ${height}` };
  if (!sources) {
    const placeholder = className ? `${classes.placeholder} ${className}` : classes.placeholder;
    return alt ? <span role="img" aria-label={alt} className={placeholder} style={style} /> : <span aria-hidden="true" className={placeholder} style={style} />;
  }
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ? `${classes.picture} ${className}` : classes.picture}
      style={style}
    />
  );
  if (!sources.avif) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avifSrcSet ?? sources.avif} sizes={sources.avifSrcSet ? sizes : undefined} />
      {img}
    </picture>
  );
}
