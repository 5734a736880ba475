/**
 * The reverse of english-answers.test.ts: asked in Polish, the demo API's answers carry no English
 * sentence word (tests/shared/englishWords.ts) — no English message, status or label left behind.
 */
import { describe, expect, it } from 'vitest';
import { findEnglish } from '../shared/englishWords';
import { describeHits } from '../shared/polishWords';
import { logIn, setupDemoApi } from '../setup/demoApi';
import { accountAnswerPaths, firstId, getIn, guestAnswerPaths, texts } from './answerTexts';

setupDemoApi();

async function englishIn(paths: string[], token: string): Promise<string[]> {
  const problems = new Set<string>();
  for (const path of paths) {
    for (const text of new Set(texts(await getIn('pl', path, token)))) for (const line of describeHits(findEnglish(text), path)) problems.add(line);
  }
  return [...problems];
}

describe('the demo API in Polish', () => {
  it('sends what a guest reads with no English word', async () => {
    const token = await logIn('guest');
    const search = (await getIn('pl', '/products/search?categorySlug=papier&limit=5', token)) as { products: { slug: string }[] };
    expect(await englishIn(guestAnswerPaths(search.products[0]!.slug), token)).toEqual([]);
  });

  it('sends what a company administrator reads with no English word', async () => {
    const token = await logIn('akceptant@firma.demo');
    const detail = async (list: string, path: (id: number) => string) => path(firstId(await getIn('pl', list, token))!);
    expect(await englishIn(await accountAnswerPaths(detail), token)).toEqual([]);
  });
});
