import { createRequire } from 'node:module';
import Module from 'node:module';
import { describe, expect, it } from 'vitest';
import { leanDependencies } from './leanDependencies';

const require = createRequire(import.meta.url);
const replacement = (name: string) => leanDependencies.find((alias) => alias.find.test(name))!.replacement;

type SideChannel = { assert(key: unknown): void; delete(key: unknown): boolean; get(key: unknown): unknown; has(key: unknown): boolean; set(key: unknown, value: unknown): void };
const lean = require(replacement('side-channel')) as () => SideChannel;
const original = require('side-channel') as () => SideChannel;

/** qs loaded afresh with `side-channel` resolved to the shop's replacement, as the browser build does. */
function qsWithLeanSideChannel(): { stringify: (value: unknown, options?: object) => string; parse: (text: string, options?: object) => unknown } {
  const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolve = resolver._resolveFilename;
  for (const key of Object.keys(require.cache)) if (/[\\/]node_modules[\\/](qs|side-channel)[\\/]/.test(key)) delete require.cache[key];
  resolver._resolveFilename = (request, ...rest) => (request === 'side-channel' ? replacement('side-channel') : resolve.call(Module, request, ...rest));
  try {
    return require('qs');
  } finally {
    resolver._resolveFilename = resolve;
    for (const key of Object.keys(require.cache)) if (/[\\/]node_modules[\\/]qs[\\/]/.test(key)) delete require.cache[key];
  }
}

describe('the lean replacements of the account area\'s dependencies', () => {
  it('side-channel: the same answers as the package for object and primitive keys', () => {
    const object = {};
    const steps = (channel: SideChannel) => {
      const seen: unknown[] = [channel.has(object), channel.get(object), channel.delete(object)];
      channel.set(object, 1);
      channel.set('key', 2);
      channel.set(object, 3);
      seen.push(channel.has(object), channel.get(object), channel.get('key'), channel.has('other'), channel.delete('key'), channel.has('key'));
      channel.assert(object);
      let message = '';
      try {
        channel.assert('missing');
      } catch (error) {
        message = error instanceof TypeError ? 'TypeError' : 'other';
      }
      return [...seen, message];
    };
    expect(steps(lean())).toEqual(steps(original()));
    expect(steps(lean())).toEqual([false, undefined, false, true, 3, 2, false, true, false, 'TypeError']);
  });

  it('qs with it writes and reads the account lists\' URLs as before, and still refuses a cyclic object', () => {
    const qs = qsWithLeanSideChannel();
    const real = require('qs') as typeof qs;
    expect(qs).not.toBe(real);
    const state = {
      currentPage: 2,
      pageSize: 24,
      sorters: [{ field: 'createdAt', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'in', value: ['NEW', 'ACCEPTED'] },
        { field: 'number', operator: 'contains', value: 'ZAM/2026 ą&ż' },
      ],
    };
    const options = { encodeValuesOnly: true, addQueryPrefix: true, arrayFormat: 'indices' };
    const written = qs.stringify(state, options);
    expect(written).toBe(real.stringify(state, options));
    expect(written).toContain('filters[0][value][1]=ACCEPTED');
    expect(qs.parse(written, { ignoreQueryPrefix: true })).toEqual(real.parse(written, { ignoreQueryPrefix: true }));

    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow('Cyclic object value');
  });

  it('papaparse: a clear error if CSV import or export were ever called; error-stack-parser: no trace', () => {
    const papaparse = require(replacement('papaparse')) as { parse: () => void; unparse: () => void };
    expect(() => papaparse.unparse()).toThrow('CSV import and export through Refine are not part of the shop');
    expect((require(replacement('error-stack-parser')) as { parse: (error: Error) => unknown[] }).parse(new Error('x'))).toEqual([]);
  });
});
