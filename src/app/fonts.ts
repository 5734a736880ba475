/**
 * Roboto ships with the app (DESIGN: no CDN): the variable font (every weight in one file) in two
 * subsets, Latin and Latin Extended-A (Polish letters), made by `npm run fonts`
 * (scripts/fonts/subset-roboto.mjs). The browser downloads only the files whose unicode-range a page uses.
 */
import './fonts.css';
