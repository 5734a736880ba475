import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../src/generated/api/session-and-user/session-and-user';
import { confirmNewsletter, getArticle, getContents, getTextPage, subscribeNewsletter } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getArticleResponse, getContentsResponse, getTextPageResponse } from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import { pendingNewsletterToken } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const BLOG = { sectionId: ['61'] };
const list = async (params: Parameters<typeof getContents>[0]) => getContentsResponse.parse(await getContents(params, asBearer(await logIn('guest'))));

describe('GET contents', () => {
  it('pages the blog (section 61): 12 by default, newest first, with a real countTotal', async () => {
    const first = await list({ filters: BLOG });
    expect(first.countTotal).toBeGreaterThanOrEqual(40);
    expect(first.contents).toHaveLength(12);
    const dates = first.contents.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list({ filters: BLOG, limit: 12, offset: 12, orderBy: 'createdAt', orderDirection: 'DESC' });
    expect(second.contents[0].createdAt < first.contents[11].createdAt).toBe(true);
    const everything = await list({ filters: BLOG, limit: 500 });
    expect(new Set(everything.contents.map((item) => item.slug)).size).toBe(everything.countTotal);
    const oldest = await list({ filters: BLOG, limit: 1, orderDirection: 'ASC' });
    expect(oldest.contents[0].slug).toBe(everything.contents.at(-1)!.slug);
  });

  it('gives each item a key, image, author and categories', async () => {
    const [item] = (await list({ filters: BLOG, limit: 1 })).contents;
    expect(item.key).toMatch(/^61-\d+$/);
    expect(item.image).toMatch(/^\/e-commerce\/v1\/images\/convert\/contents\/w330-h284\/.+\.webp$/);
    expect(item.author?.slug).toBeTruthy();
    expect(item.categories.length).toBeGreaterThan(0);
  });

  it('filters by author, category, title words and the recommended flag', async () => {
    const byAuthor = await list({ filters: { ...BLOG, authorSlug: ['karolina-mazur'] }, limit: 500 });
    expect(byAuthor.countTotal).toBeGreaterThan(3);
    expect(byAuthor.contents.every((item) => item.author?.slug === 'karolina-mazur')).toBe(true);
    const byCategory = await list({ filters: { ...BLOG, categorySlug: ['druk-i-papier'] }, limit: 500 });
    expect(byCategory.countTotal).toBeGreaterThan(3);
    expect(byCategory.contents.every((item) => item.categories.some((c) => c.slug === 'druk-i-papier'))).toBe(true);
    const byTitle = await list({ filters: { ...BLOG, titleLike: ['toner'] } });
    expect(byTitle.countTotal).toBeGreaterThan(1);
    expect(byTitle.contents.every((item) => item.title.toLowerCase().includes('toner'))).toBe(true);
    expect((await list({ filters: { titleLike: ['KRZESLO'] } })).contents.map((c) => c.slug)).toContain('jak-wybrac-krzeslo-biurowe');
    const recommended = await list({ filters: { recommended: ['1'] }, orderBy: 'createdAt', orderDirection: 'DESC' });
    expect(recommended.countTotal).toBeGreaterThanOrEqual(6);
    const notRecommended = await list({ filters: { ...BLOG, recommended: ['0'] }, limit: 500 });
    expect(recommended.countTotal + notRecommended.countTotal).toBe((await list({ filters: BLOG })).countTotal);
    expect((await list({ filters: { authorSlug: ['nikt'] } })).countTotal).toBe(0);
  });

  it('keeps news (section 62) apart from the blog', async () => {
    const news = await list({ filters: { sectionId: ['62'] } });
    expect(news.countTotal).toBeGreaterThan(0);
    expect(news.contents.every((item) => item.key.startsWith('62-'))).toBe(true);
    const all = await list({ limit: 500 });
    expect(all.countTotal).toBe(news.countTotal + (await list({ filters: BLOG })).countTotal);
  });

  it('sorts by title', async () => {
    const titles = (await list({ filters: BLOG, orderBy: 'title', orderDirection: 'ASC', limit: 500 })).contents.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('rejects unknown filters and bad values in Polish', async () => {
    const token = await logIn('guest');
    expect(await failure(getContents({ filters: { colour: ['red'] } as never }, asBearer(token)))).toMatchObject({ status: 400, message: expect.stringContaining('Nieznany filtr „colour”') });
    expect((await failure(getContents({ filters: { sectionId: ['blog'] } }, asBearer(token)))).message).toContain('„filters[sectionId][0]”');
    expect((await failure(getContents({ filters: { authorSlug: ['a', 'b'] } }, asBearer(token)))).message).toBe('Pole „filters[authorSlug]” może zawierać najwyżej 1 element.');
    expect((await failure(getContents({ orderBy: 'author' as 'title' }, asBearer(token)))).message).toContain('„orderBy”');
  });
});

describe('GET contents/articles/{slug}', () => {
  it('gives the article with an HTML body of sections and related articles', async () => {
    const token = await logIn('guest');
    const { article, relatedArticles } = getArticleResponse.parse(await getArticle('toner-oryginalny-czy-zamiennik', asBearer(token)));
    expect(article.title).toBe('Toner oryginalny czy zamiennik? Porównanie kosztów i jakości');
    expect(article.body.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(article.body).toContain('<ul><li>');
    expect(article.body).toContain('href="/kategoria/tonery-zamienne"');
    expect(article.seoData).toEqual({ title: `${article.title} | Blog Spinacz`, description: article.description });
    expect(relatedArticles.length).toBeGreaterThan(0);
    expect(relatedArticles.every((item) => item.slug !== article.slug && (item.categories.some((c) => article.categories.some((own) => own.slug === c.slug)) || item.author?.slug === article.author?.slug))).toBe(true);
  });

  it('answers 404 for an unknown article', async () => {
    expect(await failure(getArticle('nie-ma-takiego-artykulu', asBearer(await logIn('guest'))))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
  });
});

describe('GET contents/pages/{slug}', () => {
  const SLUGS = ['sposoby-platnosci', 'zwroty-i-reklamacje', 'warunki-dostaw', 'regulamin-sklepu', 'kontakt', 'polityka-prywatnosci', 'deklaracja-dostepnosci', 'utylizacja'];

  it('has the shop\'s text pages in Polish and English, several paragraphs each', async () => {
    const token = await logIn('guest');
    for (const slug of SLUGS) {
      const pl = getTextPageResponse.parse(await getTextPage(slug, asBearer(token))).page;
      const en = (await getTextPage(slug, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } })).page;
      expect(pl.slug).toBe(slug);
      expect(pl.content.match(/<(p|li)>/g)?.length, slug).toBeGreaterThanOrEqual(4);
      expect(en.title).not.toBe(pl.title);
      expect(en.content.match(/<h2>/g)?.length).toBe(pl.content.match(/<h2>/g)?.length);
    }
  });

  it('says what the spec says: free delivery from 250 zł, 0,29 zł/min, Mon–Fri 8:00–16:00', async () => {
    const token = await logIn('guest');
    expect((await getTextPage('warunki-dostaw', asBearer(token))).page.content).toContain('250 zł netto');
    const contact = (await getTextPage('kontakt', asBearer(token))).page;
    expect(contact.content).toContain('0,29 zł netto/min');
    expect(contact.content).toContain('8:00–16:00');
    expect(contact.seoData.title).toBe('Kontakt | Spinacz');
  });

  it('finds a page by the English slug of its route, and answers 404 otherwise', async () => {
    const token = await logIn('guest');
    expect((await getTextPage('delivery-terms', asBearer(token))).page.slug).toBe('warunki-dostaw');
    expect(await failure(getTextPage('o-nas-i-nasza-misja', asBearer(token)))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
  });
});

describe('newsletter', () => {
  it('stores a pending subscription and confirms it with the token', async () => {
    const token = await logIn('guest');
    const subscribed = await subscribeNewsletter({ email: 'Jan.Nowak@Example.com', agreement: true, source: 'footer' }, asBearer(token));
    expect(subscribed.message).toContain('jan.nowak@example.com');
    const emailToken = pendingNewsletterToken('jan.nowak@example.com')!;
    expect(emailToken).toMatch(/^[0-9a-f]{32}$/);
    // Signing up again before confirming sends the same link again.
    expect((await subscribeNewsletter({ email: 'jan.nowak@example.com', agreement: true }, asBearer(token))).message).toContain('ponownie');
    expect(pendingNewsletterToken('jan.nowak@example.com')).toBe(emailToken);
    expect((await confirmNewsletter({ token: emailToken }, asBearer(token))).message).toBe('Dziękujemy! Twój adres e-mail został zapisany do newslettera.');
    expect(await failure(confirmNewsletter({ token: emailToken }, asBearer(token)))).toMatchObject({ status: 409, code: 'ALREADY-CONFIRMED' });
    expect(await failure(subscribeNewsletter({ email: 'jan.nowak@example.com', agreement: true }, asBearer(token)))).toMatchObject({ status: 409, code: 'ALREADY-SUBSCRIBED', message: 'Ten adres e-mail jest już zapisany do newslettera.' });
  });

  it('answers 409 for a user who already receives it, and marks a user subscribed after confirming', async () => {
    const token = await logIn('guest');
    expect(await failure(subscribeNewsletter({ email: 'klient@spinacz.demo', agreement: true }, asBearer(token)))).toMatchObject({ status: 409 });
    const buyer = await logIn('kupiec@firma.demo');
    const before = await getCurrentUser({ includeAcl: true }, asBearer(buyer));
    expect(before.acl.subscribedToNewsletter).toBe(false);
    await subscribeNewsletter({ email: 'kupiec@firma.demo', agreement: true, source: 'modal' }, asBearer(buyer));
    await confirmNewsletter({ token: pendingNewsletterToken('kupiec@firma.demo')! }, asBearer(buyer));
    expect((await getCurrentUser({ includeAcl: true }, asBearer(buyer))).acl.subscribedToNewsletter).toBe(true);
  });

  it('validates the e-mail and the agreement in Polish, the token with 404', async () => {
    const token = await logIn('guest');
    expect(await failure(subscribeNewsletter({ email: 'nie-email', agreement: true }, asBearer(token)))).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Wprowadź poprawny adres e-mail.' });
    expect((await failure(subscribeNewsletter({ agreement: true } as never, asBearer(token)))).message).toBe('Pole „email” jest wymagane.');
    expect((await failure(subscribeNewsletter({ email: 'ok@example.com', agreement: false as true }, asBearer(token)))).message).toBe('Zgoda na otrzymywanie newslettera jest wymagana.');
    expect(await failure(confirmNewsletter({ token: 'abc' }, asBearer(token)))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
    expect((await failure(confirmNewsletter({ token: '' }, asBearer(token)))).status).toBe(400);
  });

  it('answers in English for Accept-Language: en', async () => {
    const headers = { headers: { Authorization: `Bearer ${await logIn('guest')}`, 'Accept-Language': 'en' } };
    expect((await subscribeNewsletter({ email: 'anna@example.com', agreement: true }, headers)).message).toBe('Thank you! We have sent a confirmation link to anna@example.com.');
  });
});
