import type { Plugin } from 'vite';
import { FONTS_CACHED_KEY, FONTS_OFF, FONT_RULES_ID } from '../../src/platform/fontIds.ts';

/**
 * Roboto only from the cache (ADR 0024), as the first inline script of <body>: the head, with the
 * @font-face rules of a page the server rendered, is parsed, and nothing is laid out yet.
 * - When the files are cached (localStorage flag), it switches the server's rules on
 *   (src/app/server/serverFonts.ts writes them off).
 * - Else, once the page has loaded and the browser is idle, it loads the two subsets every page uses
 *   (Basic Latin, the Polish letters) through FontFace objects outside the document, which change no
 *   text of the page, and sets the flag. The addresses come from the page's rules: the server's, or
 *   the ones the app put in (src/app/fontFaces.ts, off as well on such a visit).
 * Inline, not in the app's code: the home page's scripts stay within their budget.
 */
export function cachedFonts(): Plugin {
  return {
    name: 'spinacz-cached-fonts',
    transformIndexHtml() {
      const key = JSON.stringify(FONTS_CACHED_KEY);
      const rules = `document.getElementById(${JSON.stringify(FONT_RULES_ID)})`;
      const code =
        `(function(){try{if(localStorage.getItem(${key})==='1'){var s=${rules};if(s)s.media='all';return}}catch(e){return}` +
        `function warm(){var s=${rules},u=s&&s.media===${JSON.stringify(FONTS_OFF)}&&window.FontFace&&s.textContent.match(/url\\('[^']*\\/roboto-(?:latin|polish)-wght[.-][^']*'\\)/g);` +
        `if(!u||u.length<2)return;Promise.all(u.map(function(x){return new FontFace('Roboto',x,{weight:'400 700'}).load()}))` +
        `.then(function(){try{localStorage.setItem(${key},'1')}catch(e){}},function(){})}` +
        `addEventListener('load',function(){window.requestIdleCallback?requestIdleCallback(warm,{timeout:5000}):setTimeout(warm,1000)},{once:true})})()`;
      return [{ tag: 'script', children: code, injectTo: 'body-prepend' }];
    },
  };
}
