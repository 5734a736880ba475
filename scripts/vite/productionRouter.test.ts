import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leanRouterSource } from './productionRouter';

/** The installed React Router's module that bundlers get (its package points them at this build). */
const DIR = 'node_modules/react-router/dist/development';
const file = readdirSync(DIR).find((name) => /^chunk-[A-Z0-9]+\.mjs$/.test(name) && readFileSync(`${DIR}/${name}`, 'utf8').includes('var NavLink = '));
const source = readFileSync(`${DIR}/${file}`, 'utf8');

describe('React Router in a production build', () => {
  const lean = leanRouterSource(source);

  it('finds what it edits in the installed version (an upgrade that changes it fails here)', () => {
    expect(source).toMatch(/^var ENABLE_DEV_WARNINGS = true;$/m);
    expect(source).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(source).toMatch(/^var Form = React[0-9]*\.forwardRef\(/m);
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
    const withoutMarks = lean.replace(/^(var [A-Za-z0-9_$]+ = )\/\* @__PURE__ \*\/ (React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm, '$1$2');
    const kept = source.split('\n').filter((line) => !/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/.test(line)).join('\n');
    expect(withoutMarks.split('\n').filter((line) => line !== '').join('\n')).toBe(
      kept.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;').split('\n').filter((line) => line !== '').join('\n'),
    );
  });
});
