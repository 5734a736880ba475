// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyLocale } from './index';

describe('applyLocale', () => {
  it("touches <html lang> only when the language changes (any write restyles the whole page)", async () => {
    document.documentElement.lang = 'pl';
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => `${record.attributeName}=${document.documentElement.lang}`)));
    observer.observe(document.documentElement, { attributes: true });

    await applyLocale('pl');
    await applyLocale('pl');
    await Promise.resolve();
    expect(writes).toEqual([]);

    await applyLocale('en');
    await applyLocale('en');
    await Promise.resolve();
    expect(writes).toEqual(['lang=en']);
    expect(document.documentElement.lang).toBe('en');
    observer.disconnect();
  });
});
