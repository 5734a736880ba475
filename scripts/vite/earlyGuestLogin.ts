import type { Plugin } from 'vite';
import { COOKIE } from '../../src/api/cookies.ts';
import { CLIENT, EARLY_GUEST_TOKEN, GUEST } from '../../src/session/guestCredentials.ts';

/**
 * A first-time visitor needs a guest token before the page can ask for its data. With an API
 * address (VITE_API_BASE), a small inline script in <head> asks for it at once, while the app's
 * scripts are still loading; the session takes the answer (src/session/earlyGuestToken.ts) or asks
 * again when it failed. Skipped when a guest or login cookie is already there, and without an API
 * address (the demo API in the browser starts with the app).
 */
export function earlyGuestLogin(apiBase: string | undefined): Plugin {
  return {
    name: 'spinacz-early-guest-login',
    apply: 'build',
    transformIndexHtml() {
      if (!apiBase) return [];
      const url = `${apiBase.replace(/\/$/, '')}/oauth2/token`;
      const body = new URLSearchParams({ grant_type: 'password', ...GUEST, ...CLIENT }).toString();
      const known = `(?:^|;\\s*)(?:${COOKIE.auth}|${COOKIE.guest})=`;
      const code =
        `(function(){if(new RegExp(${JSON.stringify(known)}).test(document.cookie)||!window.fetch)return;` +
        `window.${EARLY_GUEST_TOKEN}=fetch(${JSON.stringify(url)},{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded',Accept:'application/json'},body:${JSON.stringify(body)}})` +
        `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})})()`;
      return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
    },
  };
}
