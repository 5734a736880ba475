/**
 * The blog in English: titles, leads and blog categories from db/content/english/articles.ts, by
 * their Polish text; an article's body rebuilt from its English sections.
 */
import { BLOG_CATEGORY_NAMES_EN, ARTICLES_EN } from '../../db/content/english/articles';
import { NEWS, type ArticleSource } from '../../db/content/blog';
import type { Seed } from '../../db/types';
import { BLOG_ARTICLES, articleBody } from '../../services/content';

let texts: Record<string, string> | undefined;
let bySlug: Map<string, ArticleSource> | undefined;

/** Polish title or lead → English (built on first use). */
export function articleTextsEn(): Record<string, string> {
  if (!texts) {
    texts = { ...BLOG_CATEGORY_NAMES_EN };
    for (const source of [...BLOG_ARTICLES, ...NEWS]) {
      const english = ARTICLES_EN[source.slug];
      if (!english) continue;
      texts[source.title] = english[0];
      texts[source.lead] = english[1];
      texts[`${source.title} | Blog Spinacz`] = `${english[0]} | Spinacz blog`;
    }
  }
  return texts;
}

/**
 * The English body of the article (or news item) with this slug, built by the same renderer as the
 * Polish one; null when no article has the slug.
 */
export function articleBodyEn(slug: string, seed: Seed): string | null {
  bySlug ??= new Map([...BLOG_ARTICLES, ...NEWS].map((source) => [source.slug, source]));
  const source = bySlug.get(slug);
  return source ? articleBody(source, seed, 'en') : null;
}
