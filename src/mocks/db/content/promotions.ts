/**
 * Promotion pages: the words of each promotion of the seed (db/seed/pricing.ts PROMOTIONS) and its
 * date range relative to the seed's day. The outlet and the eco listing have no end date.
 */
export interface PromotionSource {
  /** Days from the seed's day: negative = in the past; null = open-ended. */
  starts: number | null;
  ends: number | null;
  colour: string;
  description: string;
  /** Sanitisable HTML of the promotion page. */
  content: string;
  /** Listed on the promotions page (the eco listing has a page of its own). */
  listed: boolean;
}

export const PROMOTION_PAGES: Record<string, PromotionSource> = {
  outlet: {
    starts: null, ends: null, colour: '#6d4c41', listed: true,
    description: 'Pełnowartościowe produkty z uszkodzonym opakowaniem lub krótszym terminem przydatności – nawet 45% taniej.',
    content: '<p>W outlecie znajdziesz produkty z końcówek serii, z uszkodzonym opakowaniem zbiorczym lub z krótszym terminem przydatności do spożycia. Wszystkie są pełnowartościowe i objęte rękojmią.</p><ul><li>liczba sztuk jest ograniczona – decyduje kolejność zamówień,</li><li>przy każdym produkcie podajemy powód przeceny,</li><li>rabaty nie łączą się z innymi promocjami.</li></ul>',
  },
  'hity-cenowe': {
    starts: -20, ends: 10, colour: '#d32f2f', listed: true,
    description: 'Najczęściej kupowane produkty w obniżonych cenach – papier, tonery, kawa i środki czystości.',
    content: '<p>Hity cenowe to produkty, które nasi klienci kupują najczęściej, w cenach niższych nawet o 35%. Przy każdym produkcie pokazujemy najniższą cenę z 30 dni przed obniżką.</p><p>Promocja trwa do wyczerpania zapasów lub do daty zakończenia.</p>',
  },
  'promocja-tygodnia': {
    starts: -3, ends: 4, colour: '#ef6c00', listed: true,
    description: 'Co tydzień nowy zestaw produktów w wyjątkowej cenie. Sprawdź, co przeceniliśmy w tym tygodniu.',
    content: '<p>Promocja tygodnia zmienia się co poniedziałek. Tym razem przeceniliśmy wybrane artykuły biurowe, napoje i elektronikę.</p><p>Ceny promocyjne obowiązują do niedzieli lub do wyczerpania zapasów.</p>',
  },
  'wielkie-porzadki': {
    starts: -10, ends: 21, colour: '#2a9d4a', listed: true,
    description: 'Środki czystości, ręczniki, worki na śmieci i akcesoria do sprzątania w niższych cenach.',
    content: '<p>Wielkie porządki w biurze? Przygotowaliśmy rabaty na środki czystości, papier higieniczny, ręczniki papierowe i akcesoria do sprzątania.</p><ul><li>płyny do naczyń i uniwersalne,</li><li>worki na śmieci do segregacji,</li><li>ściereczki z mikrofibry i gąbki.</li></ul>',
  },
  'strefa-kawy': {
    starts: -14, ends: 14, colour: '#6d4c41', listed: true,
    description: 'Kawa ziarnista, mielona i rozpuszczalna, herbaty i dodatki do kawy w promocyjnych cenach.',
    content: '<p>Strefa kawy to promocja dla każdego biura, które zaczyna dzień od filiżanki kawy. Obniżyliśmy ceny kaw ziarnistych i mielonych, herbat oraz mleka i śmietanki do kawy.</p>',
  },
  'powrot-do-biura': {
    starts: -30, ends: 30, colour: '#1e5bd8', listed: true,
    description: 'Artykuły biurowe i papier na nowy sezon: segregatory, długopisy, zeszyty i papier ksero taniej.',
    content: '<p>Powrót do biura po urlopach to dobry moment na uzupełnienie zapasów. W promocji znajdziesz artykuły piśmiennicze, segregatory, teczki i papier do drukarek.</p><p>Zamów powyżej 250 zł netto, a dostawę otrzymasz gratis.</p>',
  },
  'produkty-ekologiczne': {
    starts: null, ends: null, colour: '#2e7d32', listed: false,
    description: 'Produkty z recyklingu, z certyfikatami ekologicznymi i w opakowaniach przyjaznych środowisku.',
    content: '<p>Produkty ekologiczne to artykuły z surowców wtórnych, z certyfikatami FSC, EU Ecolabel lub Blauer Engel oraz środki czystości o składzie przyjaznym środowisku.</p>',
  },
};
