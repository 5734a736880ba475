/**
 * Roboto ships with the app (DESIGN: no CDN), Latin and Latin Extended (Polish letters).
 * The browser downloads only the files whose unicode-range a page uses.
 */
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
