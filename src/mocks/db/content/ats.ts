/**
 * ATS content pages: a landing page for an exact search phrase (the header's search opens it
 * when one exists for the slugified phrase). The slug is `slugify(query)`; the products come
 * from products/search with `ats-query` = `query`.
 */
export interface AtsSource {
  query: string;
  title: string;
  /** Sanitisable HTML: the intro above the product list. */
  intro: string;
}

export const ATS_PAGES: AtsSource[] = [
  { query: 'papier ksero', title: 'Papier ksero A4 i A3', intro: '<p>Papier ksero do drukarek laserowych, atramentowych i kopiarek – od ekonomicznego 75 g/m² po papier klasy A do dokumentów dla klientów.</p><p>Kupując na kartony lub palety, płacisz mniej za ryzę. <strong>Darmowa dostawa od 250 zł netto.</strong></p>' },
  { query: 'toner hp', title: 'Tonery HP – oryginalne i zamienniki', intro: '<p>Tonery do drukarek HP LaserJet: oryginalne kasety HP i sprawdzone zamienniki o wydajności zgodnej z normą ISO.</p><p>Nie wiesz, który toner pasuje? Wpisz kod z kasety (np. CF259A) albo wybierz model drukarki w wyszukiwarce tonerów.</p>' },
  { query: 'toner brother', title: 'Tonery Brother', intro: '<p>Tonery i bębny do drukarek Brother HL, DCP i MFC – oryginały oraz zamienniki w niższej cenie.</p><p>Pamiętaj, że w wielu drukarkach Brother bęben wymienia się osobno, rzadziej niż toner.</p>' },
  { query: 'toner canon', title: 'Tonery Canon', intro: '<p>Kasety z tonerem do drukarek Canon i-SENSYS oraz bębny do urządzeń wielofunkcyjnych.</p><p>Sprawdź kod CRG na swojej kasecie i porównaj oryginał z zamiennikiem.</p>' },
  { query: 'tusz hp', title: 'Tusze HP', intro: '<p>Tusze do drukarek HP DeskJet i OfficeJet – czarne i kolorowe, w wersjach standardowych i o zwiększonej wydajności.</p>' },
  { query: 'tusz epson', title: 'Tusze Epson', intro: '<p>Tusze do drukarek Epson Expression, WorkForce i EcoTank. Oryginały i zamienniki w zestawach kolorów.</p>' },
  { query: 'długopisy', title: 'Długopisy do biura', intro: '<p>Długopisy klasyczne, żelowe i automatyczne – od tanich modeli do recepcji po eleganckie długopisy na prezent.</p><p>Większość długopisów sprzedajemy także w opakowaniach po 10–12 sztuk.</p>' },
  { query: 'zakreślacze', title: 'Zakreślacze', intro: '<p>Zakreślacze fluorescencyjne i pastelowe, pojedynczo i w zestawach. Ścięta końcówka pozwala rysować linie cienkie i grube.</p>' },
  { query: 'krzesło biurowe', title: 'Krzesła biurowe', intro: '<p>Krzesła i fotele biurowe z regulacją wysokości, oparcia i podłokietników – zgodne z wymaganiami BHP dla stanowisk pracy przy komputerze.</p><p>Dobierz tapicerkę do biura: siatka dla przewiewu, tkanina dla trwałości, ekoskóra dla łatwego czyszczenia.</p>' },
  { query: 'lampka biurkowa', title: 'Lampki biurkowe LED', intro: '<p>Lampki biurkowe LED z regulacją jasności i barwy światła. Zadbaj o 500 luksów na biurku, zgodnie z normą dla stanowisk biurowych.</p>' },
  { query: 'segregatory', title: 'Segregatory', intro: '<p>Segregatory A4 i A5 z grzbietem 50 i 75 mm, w wielu kolorach. Polscy producenci i znane marki biurowe.</p><p>Segregator 75 mm mieści około 500 kartek papieru 80 g/m².</p>' },
  { query: 'teczki', title: 'Teczki na dokumenty', intro: '<p>Teczki z gumką, wiązane i z rączką – kartonowe i z tworzywa, w kolorach, które ułatwiają porządek w dokumentach.</p>' },
  { query: 'karteczki samoprzylepne', title: 'Karteczki samoprzylepne', intro: '<p>Karteczki samoprzylepne w klasycznym formacie 76 × 76 mm, neonowych kolorach i większych rozmiarach do tablic zadań.</p>' },
  { query: 'zeszyty', title: 'Zeszyty i notatniki', intro: '<p>Zeszyty A4 i A5 w kratkę, w linię i gładkie, a także kołonotatniki do notatek ze spotkań.</p>' },
  { query: 'koperty', title: 'Koperty', intro: '<p>Koperty C4, C5, C6, DL i B4 – białe i szare, z paskiem i samoklejące, z okienkiem i bez.</p><p>Przy większych wysyłkach wybierz opakowania po 500 lub 1000 sztuk.</p>' },
  { query: 'etykiety samoprzylepne', title: 'Etykiety samoprzylepne', intro: '<p>Etykiety na arkuszach A4 do drukarek laserowych i atramentowych – adresowe, wysyłkowe i do opisywania segregatorów.</p>' },
  { query: 'zszywacz', title: 'Zszywacze', intro: '<p>Zszywacze biurowe do 20, 30 i 50 kartek oraz zszywki w popularnych rozmiarach 24/6 i 26/6.</p>' },
  { query: 'kawa', title: 'Kawa do biura', intro: '<p>Kawa ziarnista do ekspresów automatycznych, mielona do ekspresów przelewowych i rozpuszczalna na spotkania.</p><p>Jedna paczka 1 kg ziaren to około 130 filiżanek espresso.</p>' },
  { query: 'kawa ziarnista', title: 'Kawa ziarnista', intro: '<p>Kawa ziarnista do ekspresów ciśnieniowych – mieszanki arabiki i robusty włoskich i polskich palarni w opakowaniach 500 g i 1 kg.</p>' },
  { query: 'herbata', title: 'Herbata', intro: '<p>Herbaty czarne, zielone, owocowe i ziołowe w torebkach – dla całego zespołu i na spotkania z klientami.</p>' },
  { query: 'woda mineralna', title: 'Woda mineralna', intro: '<p>Woda niegazowana i gazowana w zgrzewkach butelek 0,5 l i 1,5 l oraz w szklanych butelkach na spotkania.</p><p>Do wody w opakowaniach kaucyjnych doliczamy kaucję, którą odzyskasz po zwrocie butelek.</p>' },
  { query: 'papier toaletowy', title: 'Papier toaletowy', intro: '<p>Papier toaletowy do biur i obiektów – małe rolki, rolki typu jumbo do podajników, 2- i 3-warstwowy.</p>' },
  { query: 'ręczniki papierowe', title: 'Ręczniki papierowe', intro: '<p>Ręczniki papierowe w roli i składane ZZ do podajników – białe, zielone i z makulatury.</p>' },
  { query: 'worki na śmieci', title: 'Worki na śmieci', intro: '<p>Worki na śmieci 35–120 l w kolorach do segregacji odpadów: niebieskie, żółte, zielone, brązowe i czarne.</p>' },
  { query: 'płyn do naczyń', title: 'Płyny do naczyń', intro: '<p>Płyny do mycia naczyń do kuchni biurowej – w butelkach i ekonomicznych kanistrach 5 l.</p>' },
  { query: 'żel antybakteryjny', title: 'Żele antybakteryjne', intro: '<p>Żele i płyny do dezynfekcji rąk – do dozowników przy wejściu, w salach spotkań i w kuchni.</p>' },
  { query: 'rękawice nitrylowe', title: 'Rękawice nitrylowe', intro: '<p>Rękawice nitrylowe jednorazowe – bezpudrowe, odporne na przebicie i nie uczulające. Opakowania po 100 sztuk w rozmiarach S–XL.</p>' },
  { query: 'apteczka', title: 'Apteczki', intro: '<p>Apteczki zakładowe i samochodowe wyposażone zgodnie z normami DIN. Uzupełnij też plastry i opatrunki.</p>' },
  { query: 'gaśnica', title: 'Gaśnice', intro: '<p>Gaśnice proszkowe, śniegowe i płynowe do biur, magazynów i samochodów – z wieszakiem i instrukcją.</p>' },
  { query: 'baterie', title: 'Baterie', intro: '<p>Baterie alkaliczne AA i AAA do myszy, klawiatur i pilotów oraz akumulatorki wielokrotnego ładowania.</p><p>Zużyte baterie odbierzemy przy kolejnej dostawie.</p>' },
  { query: 'mysz bezprzewodowa', title: 'Myszy bezprzewodowe', intro: '<p>Myszy bezprzewodowe do pracy w biurze i w domu – ergonomiczne, ciche i z długim czasem pracy na baterii.</p>' },
  { query: 'pendrive', title: 'Pendrive’y', intro: '<p>Pamięci USB od 16 do 256 GB, w standardzie USB 3.2 – do przenoszenia dokumentów i kopii zapasowych.</p>' },
  { query: 'niszczarka', title: 'Niszczarki', intro: '<p>Niszczarki biurowe na paski i ścinki, z poziomem bezpieczeństwa P-4 i P-5 do dokumentów z danymi osobowymi.</p>' },
  { query: 'kalkulator', title: 'Kalkulatory', intro: '<p>Kalkulatory biurowe, naukowe i z drukarką – do księgowości, magazynu i szkoły.</p>' },
];
