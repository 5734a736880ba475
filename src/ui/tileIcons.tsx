/**
 * The few Material icons of product tiles and the quantity input as plain SVG: the same paths and
 * markup as `@mui/icons-material`, without an emotion-styled component per icon (a listing renders
 * dozens of tiles at once). Size and colour come from the class the caller gives (font-size, color).
 */
function icon(d: string) {
  return function TileIcon({ className }: { className?: string }) {
    return (
      <svg className={className} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={d} />
      </svg>
    );
  };
}

export const BookmarkAddOutlinedSvg = icon('M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z');
export const BookmarkAddedSvg = icon('m19 21-7-3-7 3V5c0-1.1.9-2 2-2h7c-.63.84-1 1.87-1 3 0 2.76 2.24 5 5 5 .34 0 .68-.03 1-.1zM17.83 9 15 6.17l1.41-1.41 1.41 1.41 3.54-3.54 1.41 1.41z');
export const InfoOutlinedSvg = icon('M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8');
export const AddSvg = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const RemoveSvg = icon('M19 13H5v-2h14z');
export const AddShoppingCartSvg = icon(
  'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25',
);
export const ArrowDropDownSvg = icon('m7 10 5 5 5-5z');
