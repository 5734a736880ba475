import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { pictureSources } from './imageUrl';
import classes from './ProductPicture.module.css';

interface ProductPictureProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold pictures load eagerly; the rest lazily. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A picture with its size set (no layout shift), kept inside its box; raster pictures on the
 * conversion path come as AVIF where the browser decodes it and the API encodes it, else WebP
 * (`pictureSources`: the in-page demo API encodes WebP only, so it gets no AVIF source).
 * Without `sx` (product tiles: dozens on a page) it is a plain element styled by a CSS module.
 */
export function ProductPicture({ src, alt, width, height, eager = false, sx }: ProductPictureProps) {
  const sources = pictureSources(src);
  const aspectRatio = `${width} / ${height}`;
  let img;
  if (sx) {
    const style = {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio,
      objectFit: 'contain',
      bgcolor: sources ? 'transparent' : 'grey.100',
      ...sx,
    } as const;
    if (!sources) return alt ? <Box component="span" role="img" aria-label={alt} sx={style} /> : <Box component="span" aria-hidden="true" sx={style} />;
    img = <Box component="img" src={sources.src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" sx={style} />;
  } else {
    if (!sources) {
      return alt ? (
        <span role="img" aria-label={alt} className={classes.placeholder} style={{ aspectRatio }} />
      ) : (
        <span aria-hidden="true" className={classes.placeholder} style={{ aspectRatio }} />
      );
    }
    img = (
      <img src={sources.src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={classes.picture} style={{ aspectRatio }} />
    );
  }
  if (!sources.avif) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} />
      {img}
    </picture>
  );
}
