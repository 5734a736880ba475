/** English names of the category tree (departments, groups, leaves), by their Polish name. */
export const CATEGORY_NAMES_EN: Record<string, string> = {
  // Office supplies
  'Artykuły biurowe': 'Office supplies', 'Artykuły piśmiennicze': 'Writing supplies', 'Długopisy': 'Ballpoint pens',
  'Długopisy żelowe': 'Gel pens', 'Cienkopisy': 'Fineliners', 'Zakreślacze': 'Highlighters', 'Markery permanentne': 'Permanent markers',
  'Ołówki': 'Pencils', 'Korektory': 'Correction products', 'Organizacja dokumentów': 'Document organisation', 'Segregatory': 'Lever arch files',
  'Skoroszyty': 'Report files', 'Koszulki na dokumenty': 'Punched pockets', 'Teczki': 'Folders', 'Pudła archiwizacyjne': 'Archive boxes',
  'Drobne akcesoria biurowe': 'Small office accessories', 'Zszywacze': 'Staplers', 'Zszywki': 'Staples', 'Dziurkacze': 'Hole punches',
  'Spinacze i klipy': 'Paper clips and binder clips', 'Taśmy klejące': 'Adhesive tapes', 'Kleje': 'Glue', 'Nożyczki': 'Scissors',
  'Meble i ergonomia': 'Furniture and ergonomics', 'Krzesła biurowe': 'Office chairs', 'Lampki biurowe': 'Desk lamps',
  'Akcesoria ergonomiczne': 'Ergonomic accessories',
  // Paper
  'Papier': 'Paper', 'Papier do drukarek': 'Printer paper', 'Papier ksero A4': 'A4 copy paper', 'Papier ksero A3': 'A3 copy paper',
  'Papier kolorowy': 'Coloured paper', 'Papier fotograficzny': 'Photo paper', 'Zeszyty i bloczki': 'Notebooks and pads', 'Zeszyty': 'Exercise books',
  'Karteczki samoprzylepne': 'Sticky notes', 'Kołonotatniki': 'Spiral notebooks', 'Koperty i etykiety': 'Envelopes and labels', 'Koperty': 'Envelopes',
  'Etykiety samoprzylepne': 'Self-adhesive labels', 'Rolki do kas i terminali': 'Till and terminal rolls',
  // Toner and ink
  'Tonery i tusze': 'Toner and ink', 'Tonery': 'Toners', 'Tonery oryginalne': 'Original toners', 'Tonery zamienne': 'Compatible toners',
  'Bębny i zespoły bębna': 'Drums and drum units', 'Tusze': 'Ink cartridges', 'Tusze oryginalne': 'Original ink cartridges',
  'Tusze zamienne': 'Compatible ink cartridges', 'Taśmy': 'Ribbons and tapes', 'Taśmy barwiące': 'Printer ribbons', 'Taśmy do drukarek etykiet': 'Label printer tapes',
  // Cleaning
  'Środki czystości': 'Cleaning and hygiene', 'Papier higieniczny i ręczniki': 'Toilet paper and towels', 'Papier toaletowy': 'Toilet paper',
  'Ręczniki papierowe': 'Paper towels', 'Chusteczki higieniczne': 'Tissues', 'Środki myjące': 'Cleaning products', 'Płyny do naczyń': 'Washing-up liquids',
  'Płyny uniwersalne i do podłóg': 'All-purpose and floor cleaners', 'Środki do WC': 'Toilet cleaners', 'Mydła': 'Soaps',
  'Akcesoria do sprzątania': 'Cleaning accessories', 'Worki na śmieci': 'Bin bags', 'Gąbki i ściereczki': 'Sponges and cloths',
  // Groceries
  'Artykuły spożywcze': 'Groceries', 'Kawa i herbata': 'Coffee and tea', 'Kawa ziarnista': 'Coffee beans', 'Kawa mielona': 'Ground coffee',
  'Kawa rozpuszczalna': 'Instant coffee', 'Herbata': 'Tea', 'Napoje': 'Drinks', 'Woda mineralna': 'Mineral water', 'Soki': 'Juices',
  'Napoje gazowane': 'Soft drinks', 'Napoje energetyczne': 'Energy drinks', 'Słodycze i przekąski': 'Sweets and snacks', 'Ciastka': 'Biscuits',
  'Czekolady i batony': 'Chocolate and bars', 'Dodatki do kawy': 'Coffee extras', 'Mleko i śmietanka': 'Milk and cream', 'Cukier i słodziki': 'Sugar and sweeteners',
  'Upominki i alkohole': 'Gifts and alcohol', 'Wina': 'Wine',
  // Electronics
  'Elektronika': 'Electronics', 'Akcesoria komputerowe': 'Computer accessories', 'Myszy': 'Mice', 'Klawiatury': 'Keyboards',
  'Pamięci USB': 'USB flash drives', 'Słuchawki': 'Headsets', 'Zasilanie': 'Power', 'Baterie': 'Batteries',
  'Listwy zasilające i przedłużacze': 'Power strips and extension leads', 'Urządzenia biurowe': 'Office machines', 'Kalkulatory': 'Calculators',
  'Niszczarki': 'Shredders', 'Laminatory': 'Laminators', 'Drukarki i urządzenia wielofunkcyjne': 'Printers and multifunction devices',
  // Health and safety
  'BHP i pierwsza pomoc': 'Health, safety and first aid', 'Odzież i rękawice': 'Workwear and gloves', 'Rękawice ochronne': 'Protective gloves',
  'Odzież robocza': 'Workwear', 'Pierwsza pomoc': 'First aid', 'Apteczki': 'First aid kits', 'Plastry i opatrunki': 'Plasters and dressings',
  'Higiena i ochrona': 'Hygiene and protection', 'Środki dezynfekujące': 'Disinfectants', 'Maseczki ochronne': 'Face masks', 'Gaśnice': 'Fire extinguishers',
  'Znaki BHP i ewakuacyjne': 'Safety and evacuation signs',
};
