/**
 * The blog in English: titles, leads and blog categories from db/content/english/articles.ts, by
 * their Polish text; an article's body, written in Polish only, is marked `lang="pl"` under a note.
 */
import { BLOG_CATEGORY_NAMES_EN, ARTICLES_EN } from '../../db/content/english/articles';
import { NEWS } from '../../db/content/blog';
import { BLOG_ARTICLES } from '../../services/content';

let texts: Record<string, string> | undefined;

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

export const POLISH_ONLY_NOTE = '<p><em>This article is available in Polish only.</em></p>';

/** An article body for an English reader: the note, then the Polish text marked as Polish. */
export const articleBodyEn = (body: string): string => `${POLISH_ONLY_NOTE}<div lang="pl">${body}</div>`;
