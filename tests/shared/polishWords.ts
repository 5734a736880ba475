/**
 * Finds Polish on a page or in an API answer that should be English: common shop words (as word
 * stems, so "koszyka" and "zamówienia" count too), short Polish-only function words, and any other
 * word spelt with a Polish letter (ą ć ę ł ń ó ś ź ż). Proper names that are Polish in any language
 * (the shop's name, companies, people, towns and streets of the demo data, brands) are allowed.
 */

/** Stems of common shop words, matched at the start of a word (case and diacritics as written). */
export const POLISH_SHOP_WORDS: readonly string[] = [
  'koszyk', 'zamówien', 'zamówi', 'zamów', 'dostaw', 'płatnoś', 'płatn', 'faktur', 'kurier', 'dodaj', 'sortuj', 'nowość', 'nowości',
  'promocj', 'producent', 'kategori', 'wyszukaj', 'wyszukiwa', 'zaloguj', 'logowani', 'konto', 'konta', 'cena', 'ceny', 'cenie', 'ilość',
  'reklamacj', 'raport', 'oczekuj', 'zaakceptowan', 'anulowan', 'odrzucon', 'zrealizowan', 'wysłan', 'dostarczon', 'papier',
  'biurow', 'przelew', 'pobranie', 'gotówk', 'odbiór', 'odbioru', 'paczkomat', 'sztuk', 'opakowan', 'zbiorcz', 'paleta', 'palety',
  'dostępn', 'magazyn', 'wartość', 'razem', 'suma', 'rabat', 'kaucj', 'kwota', 'zapłac', 'zapłat', 'nabywca', 'sprzedawca',
  'lista', 'listy', 'zakup', 'oferta', 'oferty', 'powiadomien', 'ustawieni', 'rejestracj', 'hasło', 'hasła', 'przypomn', 'wyloguj',
  'szczegół', 'pokaż', 'więcej', 'zobacz', 'wróć', 'dalej', 'zapisz', 'usuń', 'anuluj', 'zmień', 'wybierz', 'filtr', 'marka', 'marki',
  'kolor', 'rozmiar', 'pojemność', 'długopis', 'zeszyt', 'koperta', 'koperty', 'segregator', 'teczka', 'kawa', 'herbata', 'woda',
  'tusz', 'bęben', 'czarny', 'czarna', 'niebieski', 'czerwony', 'zielony', 'biały', 'biała', 'żółty', 'szary',
  'strona', 'stronie', 'główna', 'kontakt', 'regulamin', 'polityka', 'prywatnoś', 'zwrot', 'artykuł', 'wpis', 'autor',
];

/** Short words that are Polish only as whole words (units and function words). */
export const POLISH_WHOLE_WORDS: readonly string[] = [
  'szt.', 'opak.', 'ark.', 'kart.', 'str.', 'rozm.', 'netto', 'brutto', 'dla', 'oraz', 'lub', 'się', 'jest', 'nie', 'przez',
  'jeszcze', 'wszystkie', 'brak', 'który', 'która', 'które', 'przy', 'albo', 'ryza', 'ryz', 'zgrzewka', 'karton',
  'rolka', 'rolek', 'bloczek', 'dni',
];

/**
 * Proper names allowed in English too: the shop, the "Polski" language link, the demo's companies,
 * people, towns and streets, and brands spelt with Polish letters.
 */
export const POLISH_ALLOWED: readonly string[] = [
  'Spinacz', 'Spinacz.pl', 'Polski', 'Meblomax', 'Meblomax Logistyka', 'Logistyka',
  // people of the demo data
  'Wójcik', 'Zieliński', 'Zielińska', 'Wiśniewska', 'Wiśniewski', 'Kamiński', 'Kamińska', 'Dąbrowska', 'Dąbrowski', 'Kowalczyk',
  'Małgorzata', 'Łukasz', 'Paweł', 'Michał', 'Wojciechowska', 'Lewandowska', 'Grzegorz', 'Wróbel',
  // towns and streets
  'Łódź', 'Kraków', 'Poznań', 'Wrocław', 'Gdańsk', 'Toruń', 'Rzeszów', 'Białystok', 'Bielsko-Biała', 'Częstochowa', 'Piłsudskiego',
  'Kościuszki', 'Jagiellońska', 'Hetmańska', 'Wrocławska', 'Marszałkowska', 'Puławska', 'Głogowska', 'Górczewska', 'Półwiejska',
  'Toruńska', 'Żółkiewskiego', 'Żołnierska', 'Źródłowa', 'Ślężna', 'Włókniarzy', 'Wyszyńskiego', 'Legionów', 'Kosynierów',
  'Mikołowska', 'Myśliborska', 'Niemodlińska', 'Niepodległości', 'Solidarności', 'Słowackiego', 'Powstańców', 'Wolności',
  'Roździeńskiego', 'Racławickie', 'Wilczyńskiego', 'Zwycięstwa', 'Przedmieście', 'Składowej', 'Składowa', 'Kwiatowa', 'Warszawa', 'Swarzędz', 'Przemysłowa', 'Września',
  // carriers, payment operators and certificates
  'ORLEN Paczka', 'Paczkomat', 'Żabka', 'Pocztex', 'Poczta Polska', 'Przelewy24', 'Bezpieczne zakupy',
  // brands spelt with Polish letters
  'Jan Niezbędny', 'Żywiec Zdrój', 'NC Koperty', 'Grześki', 'Markadler', 'Nałęczowianka', 'Jeżyki', 'Łaciate', 'Piątnica', 'Królewski', 'Kwaśne Jabłko', 'Krönung',
];

export interface PolishHit {
  word: string;
  /** The text around the word. */
  context: string;
}

const LETTER = '\\p{L}\\p{N}';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stems = new RegExp(`(?<![${LETTER}])(?:${POLISH_SHOP_WORDS.map(escape).join('|')})[\\p{L}]*`, 'giu');
const wholes = new RegExp(`(?<![${LETTER}.])(?:${[...POLISH_WHOLE_WORDS].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![${LETTER}])`, 'giu');
const polishLetter = /[\p{L}]*[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ][\p{L}]*/gu;
const allowed = new RegExp(`(?<![${LETTER}])(?:${[...POLISH_ALLOWED].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![${LETTER}])`, 'gu');

/** Every Polish word in `text` (after removing e-mail addresses and the allowed proper names), with a little context. */
export function findPolish(text: string): PolishHit[] {
  // E-mail addresses are identifiers, not words; proper names are allowed.
  const cleaned = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, (match) => ' '.repeat(match.length)).replace(allowed, (match) => ' '.repeat(match.length));
  const hits = new Map<number, PolishHit>();
  for (const pattern of [stems, wholes, polishLetter]) {
    for (const match of cleaned.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (hits.has(index) || !match[0]) continue;
      const context = text.slice(Math.max(0, index - 40), index + match[0].length + 40).replace(/\s+/g, ' ').trim();
      hits.set(index, { word: match[0], context });
    }
  }
  return [...hits.values()];
}

/** A readable report of the hits, one line each: `"word" in …context… (where)`. */
export function describeHits(hits: PolishHit[], where: string): string[] {
  return hits.map((hit) => `"${hit.word}" in "…${hit.context}…" (${where})`);
}

/** The number of words and stems the check knows (reported by the tests). */
export const POLISH_WORD_COUNT = POLISH_SHOP_WORDS.length + POLISH_WHOLE_WORDS.length;
