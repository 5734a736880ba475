/** Whole fixed texts of the demo API (statuses, delivery and payment, badges, seeded texts) in English. */
import { promotionContentsEn } from './promotionPages';

export const EXACT_TEXTS_EN: Record<string, string> = {
  // badges
  'Promocja': 'Promotion', 'Nowość': 'New', 'Eko': 'Eco', 'Polski produkt': 'Made in Poland',
  // availability
  'Produkt wycofany z oferty': 'Discontinued', 'Produkt niedostępny': 'Not available', 'Jutro u Ciebie': 'With you tomorrow',
  'Pojutrze u Ciebie': 'With you the day after tomorrow', 'Dostępny': 'In stock', 'Brak w magazynie': 'Out of stock',
  'Na zamówienie – do 7 dni roboczych': 'To order – up to 7 working days',
  'krótki termin przydatności': 'short best-before date', 'uszkodzone opakowanie': 'damaged packaging',
  '<p>Do ceny doliczana jest kaucja za opakowania objęte systemem kaucyjnym.</p>': '<p>A deposit for returnable packaging is added to the price.</p>',
  // promotions
  'Promocja tygodnia': 'Deal of the week', 'Powrót do biura': 'Back to the office', 'Wielkie porządki': 'Spring clean',
  'Hity cenowe': 'Price hits', 'Strefa kawy': 'Coffee zone', 'Produkty ekologiczne': 'Eco products',
  'Pełnowartościowe produkty z uszkodzonym opakowaniem lub krótszym terminem przydatności – nawet 45% taniej.': 'Perfectly good products with damaged packaging or a shorter best-before date – up to 45% off.',
  'Najczęściej kupowane produkty w obniżonych cenach – papier, tonery, kawa i środki czystości.': 'The most popular products at reduced prices – paper, toner, coffee and cleaning products.',
  'Co tydzień nowy zestaw produktów w wyjątkowej cenie. Sprawdź, co przeceniliśmy w tym tygodniu.': 'A new set of products at a special price every week. See what we have reduced this week.',
  'Środki czystości, ręczniki, worki na śmieci i akcesoria do sprzątania w niższych cenach.': 'Cleaning products, towels, bin bags and cleaning accessories at lower prices.',
  'Kawa ziarnista, mielona i rozpuszczalna, herbaty i dodatki do kawy w promocyjnych cenach.': 'Coffee beans, ground and instant coffee, teas and coffee extras at promotional prices.',
  'Artykuły biurowe i papier na nowy sezon: segregatory, długopisy, zeszyty i papier ksero taniej.': 'Office supplies and paper for the new season: binders, pens, exercise books and copy paper for less.',
  'Produkty z recyklingu, z certyfikatami ekologicznymi i w opakowaniach przyjaznych środowisku.': 'Recycled products, eco-certified products and products in environmentally friendly packaging.',
  // order statuses
  'Oczekuje na akceptację': 'Awaiting approval', 'Odrzucone': 'Rejected', 'Zaakceptowane': 'Approved', 'W realizacji': 'In progress',
  'Wysłane': 'Shipped', 'Dostarczone': 'Delivered', 'Anulowane': 'Cancelled', 'Złożone': 'Placed',
  'Anulowane na prośbę zamawiającego.': 'Cancelled at the buyer’s request.',
  'Zmiana zamówienia': 'Order changed',
  'Przekroczony budżet centrum kosztowego w tym miesiącu – proszę złożyć zamówienie w przyszłym miesiącu.':
    'The cost centre’s budget for this month is used up – please place the order next month.',
  'Użytkownik usunięty': 'Deleted user',
  // payment methods
  'Przelew tradycyjny (przedpłata)': 'Bank transfer (prepayment)', 'Płatność online': 'Online payment', 'Płatność przy odbiorze': 'Cash on delivery',
  'Przelew z odroczonym terminem': 'Deferred payment transfer', 'Przelew 14 dni': 'Bank transfer, 14 days', 'Przelew 30 dni': 'Bank transfer, 30 days',
  'Przedpłata na konto': 'Prepayment to our account', 'Karta płatnicza': 'Payment card',
  'BLIK, karta płatnicza lub szybki przelew – realizujemy zamówienie zaraz po opłaceniu.': 'BLIK, card or instant transfer – we process the order as soon as it is paid.',
  'Przelew z terminem płatności dla firm.': 'Bank transfer with payment terms for companies.',
  'Przelew 14 dni od daty wystawienia faktury.': 'Bank transfer within 14 days of the invoice date.',
  'Płacisz kurierowi gotówką lub kartą przy odbiorze paczki. Niedostępna przy odbiorze w automacie paczkowym.':
    'Pay the courier in cash or by card when the parcel arrives. Not available for parcel lockers.',
  'Wyślemy zamówienie po zaksięgowaniu wpłaty na naszym koncie (zwykle 1 dzień roboczy).': 'We ship the order once your payment reaches our account (usually 1 working day).',
  'Płatność z odroczonym terminem jest dostępna dla zalogowanych klientów firmowych, którym przyznaliśmy termin płatności.':
    'Deferred payment is available to logged-in business customers with agreed payment terms.',
  'Twoja firma nie ma jeszcze przyznanego terminu płatności. Skontaktuj się ze swoim opiekunem klienta, aby go uzyskać.':
    'Your company has no payment terms yet. Contact your account manager to arrange them.',
  'Płatność przy odbiorze nie jest dostępna przy odbiorze w automacie paczkowym. Wybierz inny sposób płatności.':
    'Cash on delivery is not available for parcel lockers. Choose another payment method.',
  'Płatność z odroczonym terminem jest dostępna tylko dla firm z przyznanym terminem płatności. Wybierz przelew, płatność online lub płatność przy odbiorze.':
    'Deferred payment is only available to companies with agreed payment terms. Choose bank transfer, online payment or cash on delivery.',
  'Wybierz sposób płatności.': 'Choose a payment method.', 'Wybrany sposób płatności jest niedostępny.': 'The chosen payment method is not available.',
  // delivery methods
  'Kurier DPD': 'DPD courier', 'Dostawa pod wskazany adres w 1–2 dni robocze.': 'Delivery to your address in 1–2 working days.',
  'Paczkomat InPost 24/7': 'InPost parcel locker 24/7', 'Odbiór w wybranym Paczkomacie o dowolnej porze.': 'Collect from the parcel locker of your choice at any time.',
  'Odbiór w automacie lub na stacji ORLEN.': 'Collect from a locker or at an ORLEN station.',
  'Odbiór w punkcie DPD Pickup (sklepy, kioski).': 'Collect from a DPD Pickup point (shops, kiosks).',
  'Pocztex – odbiór w punkcie': 'Pocztex – collect from a point', 'Odbiór w placówce Poczty Polskiej lub punkcie partnerskim.': 'Collect from a Polish Post office or a partner point.',
  'Odbiór osobisty – Poznań, ul. Głogowska 218': 'Personal collection – Poznań, ul. Głogowska 218', 'Magazyn Spinacz, pn.–pt. 8:00–16:00.': 'Spinacz warehouse, Mon–Fri 8:00–16:00.',
  'Transport Spinacz': 'Spinacz delivery',
  'Poczekaj na całość – wyślemy wszystko w jednej przesyłce, gdy brakujące produkty dotrą do magazynu': 'Wait for everything – we send it all in one parcel once the missing products reach our warehouse',
  'Wyślij od razu dostępne produkty, a brakujące dośle osobno': 'Send what is in stock now and the rest separately',
  'Usuń brakujące ilości z zamówienia': 'Remove the missing quantities from the order',
  // settings and notices
  'Darmowa dostawa od 250,00 zł netto. Zamówienia złożone do 16:00 wysyłamy tego samego dnia.': 'Free delivery from PLN 250.00 net. Orders placed by 16:00 ship the same day.',
  // list filters
  'Cała firma': 'Whole company', 'Moje': 'Mine', 'Numer zamówienia': 'Order number', 'Zamawiający': 'Ordered by', 'Zamówienia': 'Orders',
  'Status zamówienia': 'Order status', 'status zamówienia': 'order status', 'Centrum kosztowe': 'Cost centre', 'Data od': 'Date from', 'Data do': 'Date to',
  'Status': 'Status', 'Numer': 'Number', 'Numer faktury': 'Invoice number', 'Status płatności': 'Payment status', 'Po terminie': 'Overdue',
  'Rodzaj dokumentu': 'Document type', 'Faktura VAT': 'VAT invoice', 'Faktura korygująca': 'Credit note',
  'Faktury': 'Invoices', 'Zapłacona': 'Paid', 'Do zapłaty': 'To pay', 'Przeterminowana': 'Overdue', 'Częściowo zapłacona': 'Partly paid',
  'Numer zgłoszenia, dokumentu lub zamówienia': 'Complaint, document or order number', 'Rodzaj zgłoszenia': 'Type', 'rodzaj zgłoszenia': 'type',
  'status zgłoszenia': 'status', 'Zgłaszający': 'Reported by', 'Zgłoszenia': 'Complaints and returns',
  'Usługa transportowa': 'Transport service', 'usł.': 'svc', 'Zwrot niezgodnego towaru (pomyłka w zamówieniu).': 'Return of wrong goods (order mistake).',
  // complaints
  'Zarejestrowane': 'Registered', 'Oczekuje na dostarczenie towaru': 'Awaiting the goods', 'W trakcie rozpatrywania': 'Under review',
  'Rozpatrzone pozytywnie': 'Accepted', 'Rozpatrzone negatywnie': 'Rejected', 'Zakończone': 'Completed', 'Reklamacja': 'Complaint', 'Zwrot': 'Return',
  'Uszkodzenie w transporcie': 'Damaged in transit', 'Produkt wadliwy lub niesprawny': 'Faulty or not working', 'Niezgodność z zamówieniem': 'Not what was ordered',
  'Brakujące elementy lub ilość': 'Missing parts or quantity', 'Przekroczony termin przydatności': 'Past its best-before date',
  'Zamówiono omyłkowo': 'Ordered by mistake', 'Zamówiono za dużo': 'Ordered too many', 'Produkt niezgodny z opisem': 'Not as described',
  'Produkt nie pasuje do urządzenia': 'Does not fit the device', 'Rezygnacja z zakupu': 'No longer needed',
  'Apteczka niekompletna – brak opatrunków z listy.': 'First aid kit incomplete – dressings from the list are missing.',
  'Butelka nieszczelna – płyn wylał się w kartonie.': 'The bottle leaked – the liquid spilled in the box.',
  'Dostarczono zły rozmiar – zamówiony M, w paczce XL.': 'Wrong size delivered – ordered M, got XL.',
  'Drukarka nie rozpoznaje kartridża – komunikat o niezgodnym materiale.': 'The printer does not recognise the cartridge – "incompatible supply" message.',
  'Dział zrezygnował z zakupu.': 'The department no longer needs it.', 'Długopisy nie piszą mimo rozpisania.': 'The pens do not write, even after scribbling.',
  'Kurier DPD odbierze reklamowany towar w ciągu 2 dni roboczych. Prosimy zapakować go w kartonowe opakowanie.': 'A DPD courier will collect the goods within 2 working days. Please pack them in a cardboard box.',
  'Niszczarka zacina się przy każdej kartce.': 'The shredder jams on every sheet.', 'Opakowanie rozerwane, część zawartości rozsypana w kartonie.': 'Packaging torn, part of the contents spilled in the box.',
  'Paczka dotarła do naszego magazynu – sprawdzamy, czy towar jest kompletny i nieużywany.': 'The parcel has reached our warehouse – we are checking that the goods are complete and unused.',
  'Papier zacina się w drukarce – krawędzie nierówno przycięte.': 'The paper jams in the printer – the edges are cut unevenly.', 'Po tygodniu przestały działać dwa klawisze.': 'Two keys stopped working after a week.',
  'Pompka dozownika nie działa.': 'The dispenser pump does not work.', 'Pomyłka przy zamówieniu – potrzebny był inny format.': 'Ordered by mistake – we needed another size.',
  'Produkt nie pasuje do naszego urządzenia.': 'The product does not fit our device.',
  'Prosimy odesłać nieużywany towar w oryginalnym opakowaniu – kurier odbierze paczkę w ciągu 2 dni roboczych.': 'Please send the unused goods back in the original packaging – a courier will collect the parcel within 2 working days.',
  'Proszę o kontakt telefoniczny przed odbiorem przez kuriera.': 'Please call before the courier collects.', 'Przekazaliśmy produkt do oceny serwisu producenta.': 'We have sent the product to the manufacturer’s service for assessment.',
  'Pęknięty mechanizm segregatora.': 'The binder mechanism is cracked.',
  'Reklamacja nieuznana – serwis producenta nie stwierdził wady. Towar odeślemy na nasz koszt.': 'Complaint rejected – the manufacturer’s service found no fault. We will send the goods back at our cost.',
  'Reklamacja nieuznana – uszkodzenie powstało w trakcie użytkowania, nie jest wadą produktu. Towar odeślemy na nasz koszt.': 'Complaint rejected – the damage was caused in use and is not a product fault. We will send the goods back at our cost.',
  'Reklamacja uznana – wystawimy fakturę korygującą.': 'Complaint accepted – we will issue a credit note.', 'Reklamacja uznana – wyślemy nowy produkt.': 'Complaint accepted – we will send a new product.',
  'Termin przydatności upłynął przed dostawą.': 'The best-before date had passed before delivery.', 'Towar dotarł do naszego magazynu – sprawdzamy zgłoszoną wadę.': 'The goods have reached our warehouse – we are checking the reported fault.',
  'Tusz wyciekł w opakowaniu.': 'The ink leaked in the packaging.', 'Urządzenie nie włącza się po podłączeniu do zasilania.': 'The device does not switch on when plugged in.',
  'Wysłaliśmy nowy produkt w miejsce wadliwego.': 'We have sent a new product to replace the faulty one.', 'Zależy nam na szybkiej wymianie.': 'We need a quick replacement.',
  'Zamówiliśmy za dużo – towar nieużywany, w oryginalnym opakowaniu.': 'We ordered too many – the goods are unused, in the original packaging.',
  'Zszywacz zacina się przy każdym zszywaniu.': 'The stapler jams every time.', 'Zwrot nieprzyjęty – opakowanie produktu spożywczego zostało otwarte.': 'Return refused – the food packaging has been opened.',
  'Zwrot nieprzyjęty – towar nosi ślady użytkowania. Odeślemy go na nasz koszt.': 'Return refused – the goods show signs of use. We will send them back at our cost.',
  'Zwrot przyjęty – wystawimy fakturę korygującą.': 'Return accepted – we will issue a credit note.', 'Zwrot rozliczony – kwotę zwrotu przekazaliśmy na rachunek bankowy.': 'Return settled – the refund has been paid to your bank account.',
  'Kurier odbierze reklamowany towar w ciągu 2 dni roboczych. Odpowiemy najpóźniej w ciągu 14 dni.': 'A courier will collect the goods within 2 working days. We will answer within 14 days at the latest.',
  'Przygotuj nieużywany towar w oryginalnym opakowaniu – kurier odbierze go w ciągu 2 dni roboczych. Pieniądze zwrócimy w ciągu 14 dni od otrzymania towaru.':
    'Prepare the unused goods in their original packaging – a courier will collect them within 2 working days. We refund the money within 14 days of receiving them.',
  'Toner zostawia smugi i plamy na wydrukach.': 'The toner leaves streaks and smudges on prints.', 'Ryza papieru zawilgocona, kartki sklejone.': 'The ream is damp, the sheets stuck together.',
  'Towar do odbioru z recepcji na parterze, pn.–pt. 8:00–16:00.': 'Goods to be collected from the ground-floor reception, Mon–Fri 8:00–16:00.',
  // orders (seeded comments)
  'Faktura na centrum kosztowe, proszę nie łączyć z innymi zamówieniami.': 'Invoice to the cost centre, please do not combine with other orders.',
  'Pilne – materiały na szkolenie w piątek.': 'Urgent – materials for Friday’s training.', 'Prosimy o telefon przed dostawą.': 'Please call before delivery.',
  'Proszę o dostawę do recepcji na 2. piętrze.': 'Please deliver to the reception on the 2nd floor.', 'Towar dla nowego biura – wejście od ul. Składowej.': 'Goods for the new office – entrance from ul. Składowa.',
  // answers to changes
  'Adres dostawy został dodany.': 'The delivery address has been added.', 'Adres dostawy został zmieniony.': 'The delivery address has been changed.',
  'Dane firmy zostały zmienione.': 'The company details have been changed.', 'Produkty zostały dodane do koszyka.': 'The products have been added to the cart.',
  'Ilość musi być liczbą całkowitą większą od zera.': 'The quantity must be a whole number above zero.', 'Ilość musi być większa od zera.': 'The quantity must be above zero.',
  'Polska': 'Poland',
  // cost centres, addresses
  'Dział IT': 'IT department', 'Magazyn Września': 'Września warehouse', 'Brama nr 2, rampa rozładunkowa': 'Gate 2, loading bay', 'Recepcja, II piętro': 'Reception, 2nd floor',
  'Meblomax – magazyn': 'Meblomax – warehouse', 'Tylko moje': 'Mine only', 'Administracja': 'Administration', 'Produkcja – hala B': 'Production – hall B',
  'Biuro spedycji': 'Forwarding office', 'Kuchnia': 'Kitchen',
  // pickup points
  'całodobowo': '24/7', 'Przy wejściu do sklepu Biedronka': 'At the entrance of the Biedronka shop', 'Na parkingu przed Lidlem': 'In the car park in front of Lidl',
  'Obok przystanku tramwajowego': 'Next to the tram stop', 'W pasażu handlowym, przy wejściu głównym': 'In the shopping arcade, at the main entrance',
  'Przy stacji paliw, od strony myjni': 'At the petrol station, on the car wash side', 'Na terenie osiedla, obok wiaty śmietnikowej': 'On the housing estate, next to the bin shelter',
  'Odbiór przy kasie stacji paliw': 'Collect at the petrol station till', 'Automat przy wejściu do sklepu': 'Locker at the shop entrance',
  'Kiosk Ruch, odbiór przy ladzie': 'Ruch kiosk, collect at the counter', 'Okienko odbioru przesyłek, sala operacyjna': 'Parcel collection counter, main hall',
  'Przy ladzie, okaż kod odbioru': 'At the counter, show your collection code', 'Automat paczkowy przy wejściu do urzędu': 'Parcel locker at the post office entrance',
  // reports
  'Raport jest jeszcze przygotowywany. Spróbuj pobrać go za kilka sekund.': 'The report is still being prepared. Try to download it in a few seconds.',
  'Raport został usunięty.': 'The report has been deleted.',
  // notifications
  'Nowe promocje na papier i tonery': 'New deals on paper and toner', 'Faktury elektroniczne': 'Electronic invoices',
  'Możesz otrzymywać faktury e-mailem zamiast w wersji papierowej. Zmienisz to w ustawieniach konta.': 'You can receive invoices by e-mail instead of on paper. Change it in your account settings.',
  'W tym tygodniu papier ksero i wybrane tonery kupisz taniej. Sprawdź aktualne promocje w sklepie.': 'This week copy paper and selected toners cost less. See the current deals in the shop.',
  // offers
  'Oferta ramowa – artykuły biurowe i papier': 'Framework offer – office supplies and paper', 'Środki czystości i higiena – oferta roczna': 'Cleaning and hygiene – annual offer',
  'BHP – wyposażenie hali produkcyjnej': 'Health and safety – production hall equipment', 'Tonery i tusze – kontrakt kwartalny': 'Toner and ink – quarterly contract',
  'Kawa, herbata i napoje do biura': 'Coffee, tea and drinks for the office', 'Wygasła': 'Expired', 'Zapytanie wysłane': 'Request sent', 'Aktywna': 'Active', 'W przygotowaniu': 'Being prepared',
  'Oferty indywidualne przygotowujemy dla klientów firmowych.': 'We prepare individual offers for business customers.',
  // mini-catalogues
  'Niezbędnik biurowy': 'Office essentials', 'Kuchnia i sprzątanie': 'Kitchen and cleaning', 'BHP na hali produkcyjnej': 'Health and safety in the production hall',
  'Papier, długopisy, segregatory i drobiazgi, które w każdym biurze kończą się najszybciej – wybrane przez dział administracji.':
    'Paper, pens, binders and the small things every office runs out of first – chosen by the administration team.',
  'Kawa, herbata i dodatki do firmowej kuchni oraz środki czystości i ręczniki do łazienek i pomieszczeń socjalnych.':
    'Coffee, tea and extras for the company kitchen, plus cleaning products and towels for washrooms and staff rooms.',
  'Rękawice, odzież ochronna, apteczki i środki higieny dla pracowników hali B – zgodnie z oceną ryzyka zawodowego.':
    'Gloves, protective clothing, first aid kits and hygiene products for hall B staff – in line with the occupational risk assessment.',
  // shopping lists
  'Lista domyślna': 'Default list', 'Biuro – co miesiąc': 'Office – monthly', 'Dzień': 'Day', 'Tydzień': 'Week', 'Miesiąc': 'Month',
  'Na bieżąco (bez przypomnień)': 'As needed (no reminders)',
  // promotion pages' contents (english/promotionPages.ts)
  ...promotionContentsEn(),
};

/** A cost centre's name as an English page shows it: a seeded centre's in English, one an administrator named as named. */
export const centreNameEn = (name: string): string => EXACT_TEXTS_EN[name] ?? name;
