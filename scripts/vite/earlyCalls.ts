import type { HtmlTagDescriptor, Plugin } from 'vite';
import { COOKIE } from '../../src/api/cookies.ts';
import { routeRegex } from '../../src/routing/routeRegex.ts';
import { LOCALES, ROUTES, type RouteName } from '../../src/routing/routePaths.ts';
import { EARLY_CALLS, earlyCallKey } from '../../src/session/earlyCalls.ts';
import { RENDERED_PAGE_META } from '../../src/session/renderedPage.ts';
import { EARLY_GUEST_TOKEN } from '../../src/session/guestCredentials.ts';
import { CATEGORY_TREE_PARAMS, MAIN_PICTURE, PRODUCT_PAGE_PARAMS } from '../../src/storefront/build.ts';

/** Where the picture a page shows first is in its main call's answer. */
type Picture = 'productGallery' | 'articleImage';

interface EarlyPage {
  route: RouteName;
  /** The main call: the API path before the slug and its parameters. */
  main: { path: string; params?: Record<string, unknown> };
  picture: Picture;
  /** Calls the page's first render waits for too. */
  more: { path: string; params?: Record<string, unknown> }[];
}

const PAGES: EarlyPage[] = [
  {
    route: 'product-slug',
    main: { path: '/e-commerce/v1/products/', params: PRODUCT_PAGE_PARAMS },
    picture: 'productGallery',
    // The crumbs render at their final height with the category tree only.
    more: [{ path: '/e-commerce/v1/categories/tree', params: CATEGORY_TREE_PARAMS as Record<string, unknown> }],
  },
  { route: 'blog-slug', main: { path: '/e-commerce/v1/contents/articles/' }, picture: 'articleImage', more: [] },
];

/** One route of the inline script: [regular expression, main path, main query, picture, more calls, language]. */
type EarlyRoute = [string, string, string, Picture, string[], string];

export function earlyCallRoutes(): EarlyRoute[] {
  return PAGES.flatMap((page) =>
    LOCALES.map((language): EarlyRoute => [
      routeRegex(ROUTES[page.route][language]).source,
      page.main.path,
      earlyCallKey('', page.main.params),
      page.picture,
      page.more.map((call) => earlyCallKey(call.path, call.params)),
      language,
    ]),
  );
}

/**
 * The product and article pages show a picture from their main call's answer. With an API address,
 * a small inline script after the guest login (scripts/vite/earlyGuestLogin.ts) makes that call, and
 * the calls the page's first render waits for, as soon as the token is there (or with the token of
 * the cookie), and starts on the picture, while the app's scripts are still loading. The app takes
 * the answers (src/session/earlyCalls.ts), or asks itself for a call that failed. The picture is the
 * one the page shows first: the product's first gallery picture as AVIF (the API converts every
 * picture on its conversion path) in the widths the page offers it in (MAIN_PICTURE), the article's as it is.
 */
export function earlyCalls(apiBase: string | undefined): Plugin {
  return {
    name: 'spinacz-early-calls',
    apply: 'build',
    // Before earlyGuestLogin's hook: both go to the start of <head>, so the guest login ends up first.
    transformIndexHtml: { order: 'pre', handler: () => earlyCallsTags(apiBase) },
  };
}

/** The inline script's tag (none without an API address). */
export function earlyCallsTags(apiBase: string | undefined): HtmlTagDescriptor[] {
  if (!apiBase) return [];
  const api = JSON.stringify(apiBase.replace(/\/$/, ''));
  const code =
    `(function(){if(!window.fetch||document.querySelector('meta[name=${RENDERED_PAGE_META}]'))return;var R=${JSON.stringify(earlyCallRoutes())},W=${JSON.stringify(MAIN_PICTURE.widths)},p=location.pathname.replace(/\\/+$/,''),c,i,seg,slug;` +
    `for(i=0;i<R.length;i++)if(new RegExp(R[i][0]).test(p))break;if(i===R.length)return;c=R[i];` +
    `seg=p.slice(p.lastIndexOf('/')+1);try{slug=decodeURIComponent(seg)}catch(e){return}` +
    `function cookie(n){var m=new RegExp('(?:^|;\\\\s*)'+n+'=([^;]*)').exec(document.cookie);return m?decodeURIComponent(m[1]):null}` +
    `var own=cookie(${JSON.stringify(COOKIE.auth)})||cookie(${JSON.stringify(COOKIE.guest)}),` +
    `token=own?Promise.resolve(own):Promise.resolve(window.${EARLY_GUEST_TOKEN}).then(function(t){return t&&t.access_token}),` +
    `calls=window.${EARLY_CALLS}={};` +
    `function call(path){return token.then(function(t){return t?fetch(${api}+path,{headers:{Accept:'application/json','Accept-Language':c[5],Authorization:'Bearer '+t}}):null})` +
    `.then(function(r){return r&&r.ok?r.json():null}).catch(function(){return null})}` +
    `function picture(a){var g=c[3]==='productGallery'?a.product&&a.product.gallery:null,s=g?((g.items&&g.items.length?g.items:[g.main])[0]||{}).urlFull:a.article&&a.article.image,l;` +
    `if(typeof s!=='string'||!s)return;if(!/^(https?:|data:|blob:)/.test(s))s=${api}+(s.charAt(0)==='/'?'':'/')+s;` +
    `l=document.createElement('link');l.rel='preload';l.setAttribute('as','image');l.setAttribute('fetchpriority','high');` +
    `if(g&&/\\/images\\/convert\\/[^?#]+\\.(avif|webp)$/i.test(s)){s=s.replace(/\\.(avif|webp)$/i,'.avif');l.type='image/avif';` +
    `if(/\\/w\\d+-h\\d+\\//.test(s)){l.setAttribute('imagesrcset',W.map(function(w){return s.replace(/\\/w(\\d+)-h(\\d+)\\//,function(m,x,y){return '/w'+w+'-h'+Math.round(y*w/x)+'/'})+' '+w+'w'}).join(', '));l.setAttribute('imagesizes',${JSON.stringify(MAIN_PICTURE.sizes)})}}` +
    `l.href=s;document.head.appendChild(l)}` +
    `calls[c[1]+slug+c[2]]=call(c[1]+seg+c[2]).then(function(a){if(a)picture(a);return a});` +
    `c[4].forEach(function(k){calls[k]=call(k)})})()`;
  return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
}
