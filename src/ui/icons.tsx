import type { CSSProperties } from 'react';
import styles from './controls.module.css';

/**
 * The Material icons of the storefront as plain SVG: the same paths and markup as
 * `@mui/icons-material`, without an emotion-styled component per icon. `fontSize` gives the same
 * sizes as MUI's SvgIcon (medium 24 px, small 20 px, large 35 px, inherit). A `className` alone
 * replaces the size class (the caller's class then sets size and colour); with `fontSize` as well,
 * both apply. Decorative (aria-hidden) unless `titleAccess` names it. The icons of the chrome and of
 * several screens live here; an icon only one screen uses is made with `icon()` next to it, so
 * pages without that screen do not download its path.
 */
export type IconProps = {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  titleAccess?: string;
  style?: CSSProperties;
};

const SIZE_CLASS = { small: styles.svgIconSmall, medium: styles.svgIcon, large: styles.svgIconLarge, inherit: styles.svgIconInherit };

export function icon(d: string) {
  function Icon({ className, fontSize, titleAccess, style }: IconProps) {
    const sizeClass = fontSize ? SIZE_CLASS[fontSize] : className ? '' : SIZE_CLASS.medium;
    const classes = [sizeClass, className].filter(Boolean).join(' ');
    return (
      <svg className={classes} style={style} focusable="false" aria-hidden={titleAccess ? undefined : true} role={titleAccess ? 'img' : undefined} viewBox="0 0 24 24">
        {titleAccess ? <title>{titleAccess}</title> : null}
        <path d={d} />
      </svg>
    );
  }
  return Icon;
}

export const SearchSvg = icon('M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14');
export const LocalShippingOutlinedSvg = icon('M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1');
export const PlaylistAddCheckSvg = icon('M3 10h11v2H3zm0-4h11v2H3zm0 8h7v2H3zm17.59-2.07-4.25 4.24-2.12-2.12-1.41 1.41L16.34 19 22 13.34z');
export const PersonOutlinedSvg = icon('M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4');
export const CloseSvg = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z');
export const KeyboardArrowDownSvg = icon('M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z');
export const KeyboardArrowUpSvg = icon('M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z');
export const ExpandMoreSvg = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const ChevronLeftSvg = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const ChevronRightSvg = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
export const PauseSvg = icon('M6 19h4V5H6zm8-14v14h4V5z');
export const PlayArrowSvg = icon('M8 5v14l11-7z');
export const MenuSvg = icon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');
export const ShoppingCartOutlinedSvg = icon('M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2');
export const CategoryOutlinedSvg = icon('m12 2-5.5 9h11zm0 3.84L13.93 9h-3.87zM17.5 13c-2.49 0-4.5 2.01-4.5 4.5s2.01 4.5 4.5 4.5 4.5-2.01 4.5-4.5-2.01-4.5-4.5-4.5m0 7c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5M3 21.5h8v-8H3zm2-6h4v4H5z');
export const CleaningServicesOutlinedSvg = icon('M16 11h-1V3c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v8H8c-2.76 0-5 2.24-5 5v7h18v-7c0-2.76-2.24-5-5-5m-5-8h2v8h-2zm8 18h-2v-3c0-.55-.45-1-1-1s-1 .45-1 1v3h-2v-3c0-.55-.45-1-1-1s-1 .45-1 1v3H9v-3c0-.55-.45-1-1-1s-1 .45-1 1v3H5v-5c0-1.65 1.35-3 3-3h8c1.65 0 3 1.35 3 3z');
export const DescriptionOutlinedSvg = icon('M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z');
export const DevicesOutlinedSvg = icon('M4 6h18V4H4c-1.1 0-2 .9-2 2v11H0v3h14v-3H4zm19 2h-6c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h6c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1m-1 9h-4v-7h4z');
export const EditOutlinedSvg = icon('m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z');
export const HealthAndSafetyOutlinedSvg = icon('M10.5 13H8v-3h2.5V7.5h3V10H16v3h-2.5v2.5h-3zM12 2 4 5v6.09c0 5.05 3.41 9.76 8 10.91 4.59-1.15 8-5.86 8-10.91V5zm6 9.09c0 4-2.55 7.7-6 8.83-3.45-1.13-6-4.82-6-8.83v-4.7l6-2.25 6 2.25z');
export const LocalCafeOutlinedSvg = icon('M16 5v8c0 1.1-.9 2-2 2H8c-1.1 0-2-.9-2-2V5zm4-2H4v10c0 2.21 1.79 4 4 4h6c2.21 0 4-1.79 4-4v-3h2c1.11 0 2-.89 2-2V5c0-1.11-.89-2-2-2m-2 5V5h2v3zm2 11H2v2h18z');
export const PrintOutlinedSvg = icon('M19 8h-1V3H6v5H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3M8 5h8v3H8zm8 12v2H8v-4h8zm2-2v-2H6v2H4v-4c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v4zM18 10.5a1 1 0 1 0 0 2a1 1 0 1 0 0-2');
export const BookmarkAddOutlinedSvg = icon('M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z');
export const BookmarkAddedSvg = icon('m19 21-7-3-7 3V5c0-1.1.9-2 2-2h7c-.63.84-1 1.87-1 3 0 2.76 2.24 5 5 5 .34 0 .68-.03 1-.1zM17.83 9 15 6.17l1.41-1.41 1.41 1.41 3.54-3.54 1.41 1.41z');
export const InfoOutlinedSvg = icon('M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8');
export const AddSvg = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const RemoveSvg = icon('M19 13H5v-2h14z');
export const AddShoppingCartSvg = icon('M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25');
export const ArrowDropDownSvg = icon('m7 10 5 5 5-5z');
