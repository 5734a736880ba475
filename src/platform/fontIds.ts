/** The id of the page's @font-face rules: a page rendered on the server carries them already (src/app/server/serverFonts.ts). */
export const FONT_RULES_ID = 'spinacz-fonts';

/** The media of a server's font rules while they are not in use: they ask for no file. */
export const FONTS_OFF = 'not all';

/** localStorage: "1" once this browser has fetched the font files a page needs (src/app/fontFaces.ts, warmFontCache). */
export const FONTS_CACHED_KEY = 'spinacz_fonts_cached';
