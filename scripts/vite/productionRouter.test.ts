import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_PREFETCH, LINK_PREFETCH_LINKS, ROUTER_INSTRUMENTATION, leanRouterSource } from './productionRouter';

/** The installed React Router's module that bundlers get (its package points them at this build). */
const DIR = 'node_modules/react-router/dist/development';
const file = readdirSync(DIR).find((name) => /^chunk-[A-Z0-9]+\.mjs$/.test(name) && readFileSync(`${DIR}/${name}`, 'utf8').includes('var NavLink = '));
const source = readFileSync(`${DIR}/${file}`, 'utf8');

/** The source files under `dir` whose text matches `pattern`. */
function filesUsing(pattern: RegExp, dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .filter((name) => pattern.test(readFileSync(join(dir, name), 'utf8')));
}

describe('React Router in a production build', () => {
  const lean = leanRouterSource(source);

  it('finds what it edits in the installed version (an upgrade that changes it fails here)', () => {
    expect(source).toMatch(/^var ENABLE_DEV_WARNINGS = true;$/m);
    expect(source).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(source).toMatch(/^var Form = React[0-9]*\.forwardRef\(/m);
    expect(source).toMatch(LINK_PREFETCH);
    expect(source).toMatch(LINK_PREFETCH_LINKS);
  });

  it('takes out only what cannot run outside framework mode: the prefetch hook answers "never" there', () => {
    const hook = source.slice(source.indexOf('function usePrefetchBehavior('), source.indexOf('function composeEventHandlers('));
    expect(hook).toMatch(/let frameworkContext = React[0-9]*\.useContext\(FrameworkContext\);/);
    expect(hook).toMatch(/if \(!frameworkContext\) \{\s*return \[false, ref, \{\}\];\s*\}/);
    // …and the shop never renders React Router's framework mode (the only provider of that context).
    expect(filesUsing(/HydratedRouter|FrameworkContext/, 'src')).toEqual([]);
  });

  it('drops the instrumentation of the browser router, which nothing in the shop passes', () => {
    const createRouter = (text: string) => text.slice(text.indexOf('function createRouter(init) {'), text.indexOf('function createStaticHandler('));
    expect(createRouter(source).split(ROUTER_INSTRUMENTATION)).toHaveLength(3);
    expect(source.split(ROUTER_INSTRUMENTATION)).toHaveLength(3);
    expect(createRouter(lean)).not.toContain(ROUTER_INSTRUMENTATION);
    expect(createRouter(lean).split('if (false) {')).toHaveLength(3);
    // A router made with instrumentations would silently get none: nothing in the shop may ask for them.
    expect(filesUsing(/\binstrumentations\b/, 'src')).toEqual([]);
  });

  it("drops Link's prefetching and its prefetch links, and keeps its anchor", () => {
    expect(lean).not.toMatch(LINK_PREFETCH);
    expect(lean).not.toMatch(LINK_PREFETCH_LINKS);
    const link = lean.slice(lean.indexOf('var Link = '), lean.indexOf('var NavLink = '));
    expect(link).not.toMatch(/usePrefetchBehavior|PrefetchPageLinks/);
    expect(link).toMatch(/let prefetchRef = null, prefetchHandlers = \{\};/);
    expect(link).toMatch(/ref: mergeRefs\(forwardedRef, prefetchRef\)/);
    expect(link).toMatch(/\n\s*return link;\n/);
  });

  it('switches the development warnings off', () => {
    expect(lean).toMatch(/^var ENABLE_DEV_WARNINGS = false;$/m);
    expect(lean).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
  });

  it('drops the components’ names and marks their creation free of side effects, so unused ones leave the build', () => {
    expect(lean).not.toMatch(/^[A-Za-z0-9_$]+\.displayName = /m);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(lean).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React[0-9]*\\.forwardRef\\(`, 'm'));
    }
    expect(lean).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React[0-9]*\.createContext\(/m);
  });

  it('changes nothing else', () => {
    const withoutMarks = lean
      .replaceAll('if (false) {', ROUTER_INSTRUMENTATION)
      .replace('let prefetchRef = null, prefetchHandlers = {};', (source.match(LINK_PREFETCH) ?? [''])[0])
      .replace(/\n(\s*)return link;\n/, (_, indent: string) => `\n${indent}${(source.match(LINK_PREFETCH_LINKS) ?? [''])[0]}\n`)
      .replace(/^(var [A-Za-z0-9_$]+ = )\/\* @__PURE__ \*\/ (React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm, '$1$2');
    const kept = source.split('\n').filter((line) => !/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/.test(line)).join('\n');
    expect(withoutMarks.split('\n').filter((line) => line !== '').join('\n')).toBe(
      kept.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;').split('\n').filter((line) => line !== '').join('\n'),
    );
  });
});
