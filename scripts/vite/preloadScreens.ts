import type { Plugin, Rollup } from 'vite';
import { routeRegex } from '../../src/routing/routeRegex.ts';
import { LOCALES, ROUTES, type RouteName } from '../../src/routing/routePaths.ts';
import { SCREEN_OF_ROUTE, screenFile, screenNamespaces, usesMuiTheme, type ScreenId } from '../../src/storefront/build.ts';
import { FIRST, builtLocaleFile } from './localeFiles.ts';
import { DEFERRED, DEFERRED_START_LIMIT_MS, DEFERRED_VIEW_LIMIT_MS, EARLY_INPUT, PAGE_TAKEN_OVER, RENDERED_PAGE_META } from '../../src/session/renderedPage.ts';
import { ACCOUNT_SCREENS, PHONE_QUERY, type AccountScreenRoute } from '../../src/resources/build.ts';

/** The literal beginning of a route's regular expression ("^/en/blog/author/[^/]+$" → "/en/blog/author/"). */
export function literalStart(source: string): string {
  return /^\^([^[(\\$?*+.|{]*)/.exec(source)?.[1] ?? '';
}

/**
 * Preload links a task. One link costs 0.4–0.6 ms of main thread here, whether put in as HTML, as an
 * element or as a modulepreload (about 2.4 ms in a trace at the 4× slower processor Lighthouse
 * models); five keep the task short beside the parsing and scripts it shares the thread with.
 */
const PRELOADS_A_TASK = 5;

/**
 * The part of the inline script that starts the scripts of a page rendered on the server (run with
 * `load` in scope). Such a page shows its content before any script: its scripts (the entry, which
 * the server marks deferred, src/server/body.ts) and the screen's chunks start once its first view
 * has painted — the pictures in view (not those of a slider's hidden slides) and the fonts loaded, a
 * frame later — so they do not share the network with them; at the latest DEFERRED_VIEW_LIMIT_MS
 * after the view was looked at. The view is looked at once the markup has been parsed whole, in the
 * first frame after it: asking where the pictures are makes the browser lay the page out, and a page
 * still arriving would be laid out once for the part that had come and again when whole (ADR 0023,
 * addendum 9). A page that gets no frames (opened in the background) looks at its view
 * DEFERRED_START_LIMIT_MS after its markup has been parsed.
 */
export function deferredStart(): string {
  return (
    // Until the app has taken the page over, a form without an address of its own does not reload the
    // page: the last one sent waits, with the fields typed into, ticked or chosen, for the app to carry
    // them out when it has (src/app/earlyInput.ts); its button is marked meanwhile (baseline.css).
    `var w=window,E=w.${EARLY_INPUT.fields}=[];` +
    `document.addEventListener('submit',function(e){var f=e.target,h=w.${EARLY_INPUT.submission};if(!w.${PAGE_TAKEN_OVER}&&f&&f.getAttribute&&!f.getAttribute('action')){e.preventDefault();` +
    `if(h&&h.submitter)h.submitter.removeAttribute('${EARLY_INPUT.heldButton}');if(e.submitter)e.submitter.setAttribute('${EARLY_INPUT.heldButton}','');w.${EARLY_INPUT.submission}={form:f,submitter:e.submitter||null}}},true);` +
    `function touched(e){if(!w.${PAGE_TAKEN_OVER}&&E.indexOf(e.target)<0)E.push(e.target)}document.addEventListener('input',touched,true);document.addEventListener('change',touched,true);` +
    `function start(){document.querySelectorAll('link[rel=${DEFERRED.modulepreload}]').forEach(function(l){var n=document.createElement('link');n.rel='modulepreload';n.crossOrigin='anonymous';n.href=l.href;document.head.appendChild(n)});` +
    `document.querySelectorAll('script[type=${DEFERRED.module}]').forEach(function(s){var n=document.createElement('script');n.type='module';n.crossOrigin='anonymous';n.src=s.src;document.head.appendChild(n)});load(location.pathname,1)}` +
    `function shown(){return document.visibilityState==='visible'&&!!window.requestAnimationFrame}function frame(f){if(shown())requestAnimationFrame(function(){setTimeout(f)});else setTimeout(f)}` +
    `var o=0,q=0,go=function(){if(!o){o=1;start()}},` +
    `view=function(){if(q)return;q=1;setTimeout(go,${DEFERRED_VIEW_LIMIT_MS});` +
    `var p=[].filter.call(document.images,function(i){var r=i.getBoundingClientRect();return!i.complete&&r.top<innerHeight&&r.bottom>0&&r.left<innerWidth&&r.right>0}),k=p.length+1,done=function(){if(!--k)frame(go)};` +
    `p.forEach(function(i){i.addEventListener('load',done);i.addEventListener('error',done)});if(document.fonts&&document.fonts.ready)document.fonts.ready.then(done,done);else done()},` +
    `later=function(){setTimeout(view,${DEFERRED_START_LIMIT_MS})};` +
    `function parsed(){if(shown())frame(view);later()}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()`
  );
}

/**
 * The page's first scripts and the chunks its URL needs load together: a tiny inline script adds
 * preload links for the texts of the URL's language (the JSON file every page needs) and for the
 * URL's screen with the chunks it imports and the texts only it needs, so they do not wait until
 * the app has started and the router has matched the route. The screen's stylesheets are only
 * fetched here (preload, low priority, so the scripts come first), not applied: a stylesheet in the
 * head holds the first paint back until it arrives. The screen's chunk applies them when it is
 * imported (Vite's preload helper waits for its stylesheets before the screen runs), from the cache.
 */
export function preloadScreens(): Plugin {
  return {
    name: 'spinacz-preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const facade = (file: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${file}`));
        const texts = (language: string, file: string) => builtLocaleFile(Object.keys(context.bundle ?? {}), language, file);
        const [pl, en] = [texts('pl', FIRST), texts('en', FIRST)];
        if (!pl || !en) return [];

        // What the entry already brings (Vite preloads it) is not repeated.
        const entryFiles = new Set<string>();
        const addStatic = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) addStatic(imported, into, skip);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) addStatic(entry.fileName, entryFiles, new Set());

        const files: string[] = [];
        const fileIndex = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const screens: number[][] = [];
        const screenIndex = new Map<string, number>();
        const indexOf = (id: ScreenId, language: string): number | null => {
          const key = `${id}.${language}`;
          if (screenIndex.has(key)) return screenIndex.get(key)!;
          const chunk = facade(screenFile(id));
          if (!chunk) return null;
          // The texts only this screen needs, in the route's language, first: the app asks for them
          // as soon as it starts, before it has the screen's chunks (a link put in after that fetch
          // is a second, unused download).
          const needed = new Set<string>();
          for (const namespace of screenNamespaces(id)) {
            const file = texts(language, namespace);
            if (file) needed.add(file);
          }
          addStatic(chunk.fileName, needed, entryFiles);
          // A screen built from MUI components renders inside the theme, which loads beside it.
          const themeScope = facade('src/ui/theme/ThemeScope.tsx');
          if (usesMuiTheme(id) && themeScope) addStatic(themeScope.fileName, needed, entryFiles);
          const css = [...needed].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          screens.push([...new Set([...needed, ...css])].map(fileIndex));
          screenIndex.set(key, screens.length - 1);
          return screens.length - 1;
        };
        // An account page: the area (Refine, the MUI theme), its texts and the route's screen.
        const accountIndexOf = (name: AccountScreenRoute, language: string): number | null => {
          const area = facade('src/resources/AccountArea.tsx');
          const screen = facade(`src/resources/${ACCOUNT_SCREENS[name]}.tsx`);
          const themeScope = facade('src/ui/theme/ThemeScope.tsx');
          if (!area || !screen || !themeScope) return null;
          // The area's texts first, as a screen's above.
          const needed = new Set<string>();
          const file = texts(language, 'account');
          if (file) needed.add(file);
          for (const chunk of [themeScope, area, screen]) addStatic(chunk.fileName, needed, entryFiles);
          const css = [...needed].flatMap((chunk) => [...(byFile.get(chunk)?.viteMetadata?.importedCss ?? [])]);
          // A list screen draws the data grid on a wider screen only (cards on a phone): its chunks
          // come last and are marked (a negative index), for the inline script to skip on a phone.
          const grid = facade('src/resources/ui/ServerDataGrid.tsx');
          const listScreen = [...needed].some((chunk) => byFile.get(chunk)?.moduleIds.some((id) => id.endsWith('/src/resources/ui/AccountList.tsx')));
          const wide = new Set<string>();
          if (grid && listScreen) addStatic(grid.fileName, wide, new Set([...entryFiles, ...needed]));
          screens.push([...[...new Set([...needed, ...css])].map(fileIndex), ...[...wide].map((chunk) => -fileIndex(chunk) - 1)]);
          return screens.length - 1;
        };
        const accountRoutes = (Object.keys(ACCOUNT_SCREENS) as AccountScreenRoute[]).flatMap((name) =>
          LOCALES.map((language) => ({ ...routeRegex(ROUTES[name][language]), screen: accountIndexOf(name, language) })),
        );
        const routes = (Object.keys(SCREEN_OF_ROUTE) as RouteName[])
          .flatMap((name) => LOCALES.map((language) => ({ ...routeRegex(ROUTES[name][language]), screen: indexOf(SCREEN_OF_ROUTE[name]!, language) })))
          .concat(accountRoutes)
          .filter((route): route is { source: string; score: number; screen: number } => route.screen !== null)
          .sort((a, b) => b.score - a.score)
          // With the literal start of the path: only routes whose start fits are tried as a regular
          // expression (compiling some two hundred of them cost a phone tens of milliseconds).
          .map((route) => [route.source, route.screen, literalStart(route.source)]);

        // A page rendered on the server carries its screen's stylesheets (src/server/body.ts): none is preloaded then.
        // The links go in with insertAdjacentHTML, PRELOADS_A_TASK at a time: each starts a download,
        // which costs a phone a few milliseconds, so the seventy-odd links of an account page in one
        // task make a long task; the rest follow in tasks of their own, in the list's order (the
        // screen's texts first, then its own files).
        // `spinaczPreload(path)` stays for the app: on a navigation the router asks for the next page's
        // scripts and texts the same way (src/app/router.tsx), so the chunks of a screen do not wait
        // for the screen's own script (the build leaves JS out of Vite's own preload lists).
        const code =
          `(function(){var F=${JSON.stringify(files)},S=${JSON.stringify(screens)},R=${JSON.stringify(routes)},d={},` +
          `n=window.matchMedia&&matchMedia(${JSON.stringify(PHONE_QUERY)}).matches,c=document.querySelector('meta[name=${RENDERED_PAGE_META}]');` +
          `function put(h){document.head.insertAdjacentHTML('beforeend',h.slice(0,${PRELOADS_A_TASK}).join(''));if(h.length>${PRELOADS_A_TASK})setTimeout(function(){put(h.slice(${PRELOADS_A_TASK}))})}` +
          `function load(path,first){var p=path.replace(/\\/+$/,'')||'/',h=[];` +
          `function pre(f){if(d[f]||((!first||c)&&/\\.css$/.test(f)))return;d[f]=1;h.push(/\\.css$/.test(f)?'<link rel="preload" as="style" fetchpriority="low" crossorigin href="/'+f+'">':'<link rel="preload" as="'+(/\\.json$/.test(f)?'fetch':'script')+'" crossorigin href="/'+f+'">')}` +
          `if(first)pre(p==='/en'||p.indexOf('/en/')===0?'${en}':'${pl}');` +
          `for(var i=0;i<R.length;i++)if(p.indexOf(R[i][2])===0&&new RegExp(R[i][0]).test(p)){S[R[i][1]].forEach(function(f){if(f>=0)pre(F[f]);else if(!n)pre(F[-f-1])});break}` +
          `if(h.length)put(h)}` +
          `window.spinaczPreload=load;if(!c)load(location.pathname,1);else{${deferredStart()}}})()`;
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}
