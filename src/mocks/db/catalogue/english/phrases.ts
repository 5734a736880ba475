/**
 * English for the generic words of product names, attribute values, units and pack labels (the word
 * lists of the departments). Keys are Polish phrases in lower case; the longest phrase wins, so a
 * noun with its adjective ("długopis żelowy") reads in English order ("gel pen"). Brands and model
 * names are never looked up (the translator masks them first).
 */
export const PRODUCT_PHRASES_EN: Record<string, string> = {
  // writing
  'długopis żelowy': 'gel pen', 'długopis': 'ballpoint pen', 'cienkopis': 'fineliner', 'zakreślacz': 'highlighter', 'marker permanentny': 'permanent marker',
  'końcówka okrągła': 'round tip', 'końcówka ścięta': 'chisel tip', 'okrągła': 'round', 'ścięta': 'chisel', 'ołówek': 'pencil', 'z gumką': 'with eraser', 'korektor w taśmie': 'correction tape',
  'korektor w piórze': 'correction pen', 'korektor': 'correction', 'w taśmie': 'tape', 'w piórze': 'pen',
  // filing
  'segregator': 'lever arch file', 'skoroszyt': 'report file', 'pcv twardy': 'rigid PVC', 'wpinany pcv': 'punched PVC', 'kartonowy': 'card',
  'koszulki na dokumenty': 'punched pockets', 'groszkowe': 'orange-peel', 'krystaliczne': 'crystal clear', 'teczka skrzydłowa z gumką': 'flap folder with elastic',
  'teczka kartonowa wiązana': 'tie-closure card folder', 'teczka z gumką': 'folder with elastic', 'teczka z rączką': 'folder with handle', 'teczka': 'folder',
  'skrzydłowa z gumką': 'flap, with elastic', 'kartonowa wiązana': 'card, tie closure', 'z rączką': 'with handle',
  'pudło archiwizacyjne': 'archive box',
  // small accessories
  'zszywacz': 'stapler', 'zszywki': 'staples', 'dziurkacz': 'hole punch', 'kartek': 'sheets', 'spinacze okrągłe': 'round paper clips',
  'spinacze trójkątne': 'triangular paper clips', 'klipy biurowe': 'binder clips', 'taśma klejąca': 'adhesive tape', 'biurowa': 'office', 'przezroczysta': 'clear',
  'klej w sztyfcie': 'glue stick', 'nożyczki biurowe': 'office scissors',
  // furniture
  'krzesło biurowe': 'office chair', 'fotel biurowy': 'office armchair', 'krzesło obrotowe': 'swivel chair', 'tkanina': 'fabric', 'siatka': 'mesh',
  'ekoskóra': 'faux leather', 'lampka biurkowa': 'desk lamp', 'podnóżek ergonomiczny': 'ergonomic footrest', 'podstawka pod monitor': 'monitor stand',
  'podkładka pod mysz z podpórką żelową': 'mouse pad with gel wrist rest', 'podkładka żelowa pod nadgarstek do klawiatury': 'gel keyboard wrist rest',
  // paper
  'papier ksero': 'copy paper', 'papier kolorowy': 'coloured paper', 'papier fotograficzny': 'photo paper', 'ark.': 'sheets', 'kart.': 'sheets',
  'jasnożółty': 'light yellow', 'kanarkowy': 'canary yellow', 'jasnoniebieski': 'light blue', 'intensywny niebieski': 'intense blue', 'jasnozielony': 'light green',
  'błyszczący': 'glossy', 'matowy': 'matt', 'satynowy': 'satin', 'zeszyt': 'exercise book', 'kratka': 'squared', 'linia': 'lined', 'gładki': 'plain', 'kropki': 'dotted',
  'karteczki samoprzylepne': 'sticky notes', 'neonowe zielone': 'neon green', 'neonowe różowe': 'neon pink', 'pastelowe niebieskie': 'pastel blue',
  'kołonotatnik': 'spiral notebook', 'koperta': 'envelope', 'b4 rozszerzana': 'B4 gusseted', 'samoklejąca': 'self-seal', 'z paskiem hk': 'peel and seal',
  'etykiety samoprzylepne': 'self-adhesive labels', 'rolki termiczne': 'thermal rolls',
  // toner and ink
  'toner zamienny': 'compatible toner', 'tusz zamienny': 'compatible ink', 'tusz': 'ink', 'bęben': 'drum', 'taśma barwiąca': 'printer ribbon', 'taśma': 'tape',
  'str.': 'pages', 'oryginalny': 'original', 'zamiennik': 'compatible', 'kolorowy (cmy)': 'colour (CMY)', 'czarny na białym': 'black on white',
  'czarny na żółtym': 'black on yellow', 'czarny na przezroczystym': 'black on clear', 'biały na czarnym': 'white on black',
  // cleaning
  'papier toaletowy': 'toilet paper', 'warstwowy': 'ply', 'warstwowe': 'ply', 'rolek': 'rolls', 'ręcznik papierowy': 'paper towel', 'składany zz': 'Z-fold',
  'w roli': 'roll', 'centralnego dozowania': 'centrefeed', 'listków': 'sheets', 'chusteczki higieniczne': 'tissues', 'szt. w pudełku': 'pcs in a box',
  'paczek': 'packs', 'płyn do naczyń': 'washing-up liquid', 'płyn uniwersalny': 'all-purpose cleaner', 'płyn do mycia podłóg': 'floor cleaner',
  'płyn do szyb': 'glass cleaner', 'płyn': 'liquid', 'uniwersalny': 'all-purpose', 'do mycia podłóg': 'for floors', 'do szyb': 'for glass',
  'żel do wc': 'toilet gel', 'płyn czyszczący do wc': 'toilet cleaner', 'mydło w płynie': 'liquid soap', 'worki na śmieci': 'bin bags',
  'gąbki kuchenne': 'kitchen sponges', 'ściereczki z mikrofibry': 'microfibre cloths', 'ściereczki uniwersalne': 'all-purpose cloths',
  'mięta': 'Mint', 'cytryna': 'Lemon', 'grejpfrut': 'Grapefruit', 'delikatnie biały': 'Delicately White',
  // groceries
  'kawa ziarnista': 'coffee beans', 'kawa mielona': 'ground coffee', 'kawa rozpuszczalna': 'instant coffee', 'herbata czarna': 'black tea',
  'herbata zielona': 'green tea', 'herbata owocowa': 'fruit tea', 'herbata miętowa': 'mint tea', 'herbata': 'tea', 'torebek': 'bags',
  'czarna': 'black', 'zielona': 'green', 'owocowa': 'fruit', 'miętowa': 'mint', 'woda mineralna': 'mineral water', 'niegazowana': 'still',
  'lekko gazowana': 'lightly sparkling', 'gazowana': 'sparkling', 'sok': 'juice', 'jabłkowy': 'apple', 'multiwitamina': 'multivitamin',
  'grejpfrutowy': 'grapefruit', 'czarna porzeczka': 'blackcurrant', 'napój gazowany': 'soft drink', 'napój energetyczny': 'energy drink',
  'puszka': 'can', 'fanta pomarańczowa': 'Fanta Orange', 'ciastka': 'biscuits', 'szampańskie pomarańczowe': 'Orange', 'szampańskie wiśniowe': 'Cherry',
  'kakaowe': 'Cocoa', 'czekolada': 'chocolate', 'baton': 'bar', 'gorzka': 'Dark', 'mleczna': 'Milk', 'mleko uht': 'UHT milk', 'mleko uht bez laktozy': 'lactose-free UHT milk', 'mleko uht bio': 'organic UHT milk',
  'śmietanka do kawy': 'coffee creamer', 'mleczko do kawy w kapsułkach': 'coffee creamer portions', 'cukier biały': 'white sugar',
  'cukier trzcinowy': 'cane sugar', 'cukier w saszetkach': 'sugar sachets', 'cukier w kostkach': 'sugar cubes', 'wino': 'wine',
  // wine: colour and sweetness together ("różowe" alone is "pink")
  'czerwone wytrawne': 'red dry', 'czerwone półwytrawne': 'red medium dry', 'czerwone półsłodkie': 'red medium sweet', 'czerwone słodkie': 'red sweet',
  'białe wytrawne': 'white dry', 'białe półwytrawne': 'white medium dry', 'białe półsłodkie': 'white medium sweet', 'białe słodkie': 'white sweet',
  'różowe wytrawne': 'rosé dry', 'różowe półwytrawne': 'rosé medium dry', 'różowe półsłodkie': 'rosé medium sweet', 'różowe słodkie': 'rosé sweet',
  'wytrawne': 'dry', 'półwytrawne': 'medium dry', 'półsłodkie': 'medium sweet', 'słodkie': 'sweet',
  // electronics
  'mysz przewodowa': 'wired mouse', 'mysz bezprzewodowa': 'wireless mouse', 'mysz': 'mouse', 'klawiatura przewodowa': 'wired keyboard',
  'klawiatura bezprzewodowa': 'wireless keyboard', 'klawiatura': 'keyboard', 'z myszą': 'with mouse', 'układ us': 'US layout',
  'układ pl programisty': 'Polish programmer layout', 'słuchawki przewodowe': 'wired headset', 'słuchawki bezprzewodowe': 'wireless headset',
  'słuchawki': 'headset', 'z mikrofonem': 'with microphone', 'przewodowa': 'wired', 'bezprzewodowa': 'wireless', 'przewodowe': 'wired',
  'bezprzewodowe': 'wireless', 'baterie': 'batteries', 'listwa zasilająca': 'power strip', 'gniazda': 'sockets', 'gniazd': 'sockets',
  'kalkulator biurowy': 'desk calculator', 'kalkulator naukowy': 'scientific calculator', 'kalkulator z drukarką': 'printing calculator',
  'kalkulator': 'calculator', 'biurowy': 'desk', 'naukowy': 'scientific', 'z drukarką': 'printing', 'niszczarka': 'shredder', 'ścinki': 'cut',
  'konfetti': 'cross', 'paski': 'strip', 'poziom': 'level', 'drukarka': 'printer', 'urządzenie wielofunkcyjne': 'multifunction printer',
  // safety
  'rękawice nitrylowe': 'nitrile gloves', 'rękawice lateksowe': 'latex gloves', 'rękawice winylowe': 'vinyl gloves', 'rękawice': 'gloves',
  'nitrylowe': 'nitrile', 'lateksowe': 'latex', 'winylowe': 'vinyl', 'rozm.': 'size', 'kamizelka ostrzegawcza': 'hi-vis vest',
  'kurtka robocza': 'work jacket', 'spodnie robocze': 'work trousers', 'polar roboczy': 'work fleece', 'kolor żółty': 'yellow', 'kolor pomarańczowy': 'orange', 'kolor szary': 'grey', 'apteczka zakładowa': 'workplace first aid kit',
  'apteczka samochodowa': 'car first aid kit', 'apteczka ścienna w szafce': 'wall-mounted first aid cabinet', 'apteczka przenośna w torbie': 'portable first aid bag',
  'zakładowa': 'workplace', 'samochodowa': 'car', 'ścienna w szafce': 'wall cabinet', 'przenośna w torbie': 'portable bag', 'apteczka': 'first aid kit',
  'plaster z opatrunkiem': 'plaster with dressing', 'plaster na szpulce': 'plaster on a reel', 'opatrunek jałowy': 'sterile dressing',
  'płyn do dezynfekcji rąk': 'hand sanitiser', 'płyn do dezynfekcji powierzchni': 'surface disinfectant', 'żel antybakteryjny': 'antibacterial gel',
  'półmaska filtrująca': 'filtering half mask', 'gaśnica proszkowa': 'powder fire extinguisher', 'gaśnica śniegowa': 'CO2 fire extinguisher',
  'gaśnica': 'fire extinguisher', 'proszkowa': 'powder', 'śniegowa': 'CO2', 'z wieszakiem': 'with bracket', 'znak ewakuacyjny': 'evacuation sign',
  'znak przeciwpożarowy': 'fire safety sign', 'znak informacyjny': 'information sign', 'znak': 'sign', 'ewakuacyjny': 'evacuation',
  'przeciwpożarowy': 'fire safety', 'informacyjny': 'information', 'wyjście ewakuacyjne': 'Emergency exit', 'zakaz palenia': 'No smoking',
  'punkt zbiórki': 'Assembly point',
  // colours (all genders)
  'niebieski': 'blue', 'niebieska': 'blue', 'niebieskie': 'blue', 'czarny': 'black', 'czarne': 'black', 'czerwony': 'red', 'czerwona': 'red',
  'czerwone': 'red', 'zielony': 'green', 'zielone': 'green', 'żółty': 'yellow', 'żółta': 'yellow', 'żółte': 'yellow', 'różowy': 'pink',
  'różowe': 'pink', 'pomarańczowy': 'orange', 'pomarańczowa': 'orange', 'pomarańczowe': 'orange', 'fioletowy': 'purple', 'szary': 'grey',
  'szara': 'grey', 'szare': 'grey', 'biały': 'white', 'biała': 'white', 'białe': 'white', 'brązowy': 'brown', 'brązowe': 'brown',
  'granatowy': 'navy', 'srebrny': 'silver', 'srebrna': 'silver', 'purpurowy': 'magenta', 'błękitny': 'cyan', 'kolorowy': 'colour',
  // units and packs
  'szt.': 'pcs', 'opak. zbiorcze': 'multipack', 'opak.': 'pack', 'ryza': 'ream', 'ryz': 'reams', 'ryzy': 'reams', 'karton': 'carton',
  'kartony': 'cartons', 'kartonów': 'cartons', 'paleta': 'pallet', 'palety': 'pallets', 'palet': 'pallets', 'rolka': 'roll', 'rolki': 'rolls',
  'bloczek': 'pad', 'bloczki': 'pads', 'bloczków': 'pads', 'zgrzewka': 'shrink pack', 'zgrzewki': 'shrink packs', 'zgrzewek': 'shrink packs',
  'mic.': 'micron',
};

/** Phrases whose English needs a different word order or number (applied before the phrases above). */
export const PRODUCT_RULES_EN: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/\bdo (\d+) kartek/giu, 'up to $1 sheets'],
  [/(\d+)-warstwow(?:y|e)/giu, '$1-ply'],
  [/(\d+) paczek × (\d+) szt\./giu, '$1 packs × $2 pcs'],
  [/ścinki (konfetti|paski)/giu, (_: string, cut: string) => (cut.toLowerCase() === 'konfetti' ? 'cross cut' : 'strip cut')],
  // "Toner zamienny ActiveJet do HP …": the compatible maker, then the printer brand it is for.
  [/ do (?!WC)(?=\p{Lu})/gu, ' for '],
];
