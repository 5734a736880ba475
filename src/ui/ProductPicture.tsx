import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageUrl } from './imageUrl';

interface ProductPictureProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold pictures load eagerly; the rest lazily. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A product picture with its size set (no layout shift), kept inside its box. */
export function ProductPicture({ src, alt, width, height, eager = false, sx }: ProductPictureProps) {
  const url = imageUrl(src);
  return (
    <Box
      component={url ? 'img' : 'span'}
      src={url}
      alt={url ? alt : undefined}
      role={url ? undefined : 'img'}
      aria-label={url ? undefined : alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'contain',
        bgcolor: url ? 'transparent' : 'grey.100',
        ...sx,
      }}
    />
  );
}
