import type { Plugin } from 'vite';
import { FONTS_CACHED_KEY, FONT_RULES_ID } from '../../src/platform/fontIds.ts';

/**
 * A page rendered on the server carries its @font-face rules switched off (src/app/server/serverFonts.ts).
 * This inline script, the first of <body> (the head, rules included, is parsed; nothing is laid out
 * yet), switches them on when the app has noted that the font files are in this browser's cache.
 */
export function cachedFonts(): Plugin {
  return {
    name: 'spinacz-cached-fonts',
    apply: 'build',
    transformIndexHtml() {
      const code =
        `(function(){try{if(localStorage.getItem(${JSON.stringify(FONTS_CACHED_KEY)})!=='1')return;` +
        `var s=document.getElementById(${JSON.stringify(FONT_RULES_ID)});if(s)s.media='all'}catch(e){}})()`;
      return [{ tag: 'script', children: code, injectTo: 'body-prepend' }];
    },
  };
}
