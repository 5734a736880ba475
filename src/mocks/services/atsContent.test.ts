import { beforeAll, describe, expect, it } from 'vitest';
import { getAtsContent } from '../../generated/api/search-and-products/search-and-products';
import { asBearer, failure, logIn, setupDemoApi } from '../../../tests/setup/demoApi';
import { describeHits, findPolish } from '../../../tests/shared/polishWords';
import { ATS_PAGES } from '../db/content/ats';
import { ATS_PAGES_EN } from '../db/content/english/ats';
import { slugify } from '../db/text';
import { findAtsContent } from './content';

/** The sequence of tags of an intro ("p strong /strong /p"), to compare the structure of the two languages. */
const tags = (html: string): string => [...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map(([tag, name]) => (tag.startsWith('</') ? `/${name}` : name)).join(' ');

/** The intro's text without tags. */
const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('ATS pages in English', () => {
  it('has an English title and intro for every ATS page, and no English text without a page', () => {
    expect(Object.keys(ATS_PAGES_EN).sort()).toEqual(ATS_PAGES.map((page) => page.query).sort());
    for (const page of ATS_PAGES) {
      const english = ATS_PAGES_EN[page.query];
      expect(english?.title.trim(), page.query).not.toBe('');
      expect(text(english?.intro ?? ''), page.query).not.toBe('');
    }
  });

  it('writes the English intro in the HTML structure of the Polish one, with no Polish word, letter or złoty', () => {
    const problems: string[] = [];
    for (const page of ATS_PAGES) {
      const english = ATS_PAGES_EN[page.query];
      expect(tags(english.intro), page.query).toBe(tags(page.intro));
      expect(`${english.title} ${english.intro}`, page.query).not.toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\bzł\b/);
      problems.push(...describeHits(findPolish(`${english.title} ${text(english.intro)}`), page.query));
    }
    expect(problems).toEqual([]);
  });

  it('gives amounts in PLN as the English texts of the shop do', () => {
    const paper = findAtsContent('papier-ksero', 'en');
    expect(paper?.description).toContain('<strong>Free delivery from PLN 250 net.</strong>');
  });

  it('answers in English for "en": the same slug and Polish query, an English title and intro', () => {
    for (const page of ATS_PAGES) {
      const slug = slugify(page.query);
      const english = findAtsContent(slug, 'en');
      const polish = findAtsContent(slug, 'pl');
      expect(english, page.query).toEqual({ slug, query: page.query, title: ATS_PAGES_EN[page.query].title, description: ATS_PAGES_EN[page.query].intro });
      expect(english?.title, page.query).not.toBe(polish?.title);
      expect(english?.description, page.query).not.toBe(polish?.description);
    }
  });

  it('answers in Polish as before, by default and for "pl"', () => {
    for (const page of ATS_PAGES) {
      const slug = slugify(page.query);
      const expected = { slug, query: page.query, title: page.title, description: page.intro };
      expect(findAtsContent(slug), page.query).toEqual(expected);
      expect(findAtsContent(slug, 'pl'), page.query).toEqual(expected);
    }
  });

  it('has no page for an unknown slug, in either language', () => {
    expect(findAtsContent('dlugopis-z-logo-firmy')).toBeNull();
    expect(findAtsContent('dlugopis-z-logo-firmy', 'en')).toBeNull();
  });
});

describe('GET contents/ats/{slug} by the request\'s language', () => {
  setupDemoApi();
  let token: string;
  beforeAll(async () => {
    token = await logIn('guest');
  });
  const inLanguage = (language: string) => ({ headers: { ...asBearer(token).headers, 'Accept-Language': language } });

  it('answers in English for Accept-Language: en, and in Polish otherwise', async () => {
    const english = await getAtsContent('krzeslo-biurowe', inLanguage('en-GB,en;q=0.9'));
    expect(english.content).toEqual({ slug: 'krzeslo-biurowe', query: 'krzesło biurowe', title: 'Office chairs', description: ATS_PAGES_EN['krzesło biurowe'].intro });
    expect((await getAtsContent('krzeslo-biurowe', inLanguage('pl-PL'))).content.title).toBe('Krzesła biurowe');
    expect((await getAtsContent('krzeslo-biurowe', asBearer(token))).content.title).toBe('Krzesła biurowe');
  });

  it('answers 404 in English for an unknown phrase', async () => {
    expect(await failure(getAtsContent('dlugopis-z-logo-firmy', inLanguage('en')))).toMatchObject({
      status: 404, code: 'NOT-FOUND', message: 'There is no page for the phrase “dlugopis-z-logo-firmy”.',
    });
  });
});
