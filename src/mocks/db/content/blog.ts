/**
 * The blog of the shop: authors, categories and the shape of an article as written here.
 * Articles live in `articles-*.ts`, one file per blog category, as plain data:
 * a section is `[heading, ...blocks]`, a block is a paragraph (inline HTML allowed) or a list.
 */
import { contactTexts } from '../../../domain/shopContact';
import type { Pictogram } from '../types';

/** Content sections: 61 is the blog (spec §9), 62 the shop's news. */
export const BLOG_SECTION_ID = 61;
export const NEWS_SECTION_ID = 62;

export type Block = string | string[];
export type Section = [heading: string, ...blocks: Block[]];

export interface ArticleSource {
  slug: string;
  title: string;
  /** The lead: one or two sentences shown in tiles and as the meta description. */
  lead: string;
  author: AuthorSlug;
  categories: BlogCategorySlug[];
  /** Days before the seed's day the article was published. */
  daysAgo: number;
  recommended?: boolean;
  picto: Pictogram;
  colour: string;
  /** A shop category (slug) the article ends with a link to. */
  shop?: string;
  sections: Section[];
}

export const AUTHORS = [
  { slug: 'anna-nowicka', name: 'Anna Nowicka' },
  { slug: 'tomasz-wrobel', name: 'Tomasz Wróbel' },
  { slug: 'karolina-mazur', name: 'Karolina Mazur' },
  { slug: 'michal-sadowski', name: 'Michał Sadowski' },
] as const;
export type AuthorSlug = (typeof AUTHORS)[number]['slug'];

export const BLOG_CATEGORIES = [
  { id: 1, slug: 'organizacja-biura', name: 'Organizacja biura' },
  { id: 2, slug: 'druk-i-papier', name: 'Druk i papier' },
  { id: 3, slug: 'zdrowie-i-bhp', name: 'Zdrowie i BHP' },
  { id: 4, slug: 'kuchnia-biurowa', name: 'Kuchnia biurowa' },
  { id: 5, slug: 'ekologiczne-biuro', name: 'Ekologiczne biuro' },
  { id: 6, slug: 'zakupy-dla-firm', name: 'Zakupy dla firm' },
  { id: 7, slug: 'aktualnosci', name: 'Aktualności' },
] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

/** The shop's news (section 62): short notes, not blog posts. */
export const NEWS: ArticleSource[] = [
  {
    slug: 'nowe-centrum-dystrybucyjne-w-poznaniu',
    title: 'Nowe centrum dystrybucyjne w Poznaniu',
    lead: 'Przenieśliśmy magazyn do większego centrum przy ul. Głogowskiej – zamówienia złożone do 16:00 wysyłamy tego samego dnia.',
    author: 'michal-sadowski', categories: ['aktualnosci'], daysAgo: 12, picto: 'box', colour: '#1e5bd8',
    sections: [
      ['Więcej miejsca, krótszy czas realizacji',
        'Nowe centrum ma ponad 12 000 m² powierzchni składowania. Dzięki temu utrzymujemy na stanie więcej indeksów, a zamówienia złożone w dni robocze do 16:00 wyjeżdżają od nas jeszcze tego samego dnia.',
        ['kompletacja zamówień w dwóch zmianach,', 'osobna strefa dla towarów paletowych,', 'punkt odbioru osobistego czynny w dni robocze 8:00–16:00.']],
      ['Co się zmienia dla klientów',
        'Adres do zwrotów i reklamacji pozostaje bez zmian. Klienci odbierający towar osobiście zapraszamy pod nowy adres: ul. Głogowska 218, 60-104 Poznań.'],
    ],
  },
  {
    slug: 'godziny-pracy-w-okresie-swiatecznym',
    title: 'Godziny pracy biura obsługi w okresie świątecznym',
    lead: 'Sprawdź, do kiedy złożyć zamówienie, aby dotarło przed świętami, i w jakich godzinach pracuje biuro obsługi klienta.',
    author: 'anna-nowicka', categories: ['aktualnosci'], daysAgo: 190, picto: 'notes', colour: '#c62828',
    sections: [
      ['Terminy zamówień',
        'Zamówienia złożone do 20 grudnia do godziny 12:00 dostarczymy przed świętami. Zamówienia paletowe prosimy składać do 17 grudnia.'],
      ['Biuro obsługi klienta',
        `W dniach 24–26 grudnia oraz 1 stycznia biuro obsługi klienta jest nieczynne. W pozostałe dni robocze pracujemy jak zwykle, ${contactTexts('pl').hoursLong}.`],
    ],
  },
  {
    slug: 'odbior-zuzytych-tonerow-bez-oplat',
    title: 'Odbieramy zużyte tonery bez opłat',
    lead: 'Przy kolejnej dostawie kurier lub nasz kierowca zabierze zużyte kasety z tonerem – wystarczy zgłosić to w uwagach do zamówienia.',
    author: 'tomasz-wrobel', categories: ['aktualnosci', 'ekologiczne-biuro'], daysAgo: 64, picto: 'toner', colour: '#2e7d32',
    sections: [
      ['Jak to działa',
        'Zużyte tonery i bębny zapakuj do kartonu (najlepiej w oryginalne opakowania lub worki foliowe) i wpisz w uwagach do zamówienia „odbiór tonerów”. Przekażemy je do przetworzenia firmie posiadającej wpis do rejestru BDO.',
        'Szczegóły znajdziesz na stronie <a href="/utylizacja">Utylizacja</a>.'],
    ],
  },
  {
    slug: 'nowa-kategoria-meble-i-ergonomia',
    title: 'Nowość w ofercie: meble i akcesoria ergonomiczne',
    lead: 'W sklepie pojawiły się krzesła biurowe, lampki LED i akcesoria, które poprawiają ergonomię stanowiska pracy.',
    author: 'karolina-mazur', categories: ['aktualnosci', 'zdrowie-i-bhp'], daysAgo: 30, picto: 'chair', colour: '#37474f', shop: 'krzesla-biurowe',
    sections: [
      ['Co znajdziesz w nowej kategorii',
        ['krzesła i fotele biurowe polskich producentów z pełną regulacją,', 'lampki biurkowe LED z regulacją barwy światła,', 'podnóżki, podstawki pod monitor i podkładki żelowe.'],
        'Krzesła dostarczamy zmontowane lub w kartonie z instrukcją – wybór zależy od modelu.'],
    ],
  },
];
