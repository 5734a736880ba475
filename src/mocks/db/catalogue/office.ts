import { COLOURS_BRIGHT, COLOURS_OFFICE, COLOURS_OFFICE_F, COLOURS_PEN, type DepartmentSpec } from './spec';

export const office: DepartmentSpec = {
  name: 'Artykuły biurowe',
  iconClass: 'icon-office',
  colour: '#1e5bd8',
  groups: [
    {
      name: 'Artykuły piśmiennicze',
      leaves: [
        {
          name: 'Długopisy', picto: 'pen', pattern: 'Długopis {brand} {line} {tip} mm {colour}', price: [0.9, 3.5],
          families: [
            { brand: 'BIC', lines: ['Cristal', 'Orange', 'Round Stic', 'Atlantis'] },
            { brand: 'Pentel', lines: ['BK77', 'Superb BK77', 'Vicuna BX157'], k: 1.4 },
            { brand: 'Zenith', lines: ['7', '60', '4'] },
            { brand: 'Schneider', lines: ['Slider Memo', 'K15', 'Tops 505'], k: 1.3 },
            { brand: 'Parker', lines: ['Jotter', 'IM'], k: 12 },
          ],
          dims: { tip: ['0,7', '1,0', { v: '1,6', k: 1.2 }], colour: COLOURS_PEN },
          attrs: { colour: 'Kolor', tip: 'Grubość końcówki' }, multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 34,
        },
        {
          name: 'Długopisy żelowe', picto: 'pen', pattern: 'Długopis żelowy {brand} {line} {tip} mm {colour}', price: [3.2, 9.5],
          families: [
            { brand: 'Pilot', lines: ['G-2', 'G-1', 'FriXion Ball', 'G-Tec-C4'], k: 1.2 },
            { brand: 'Pentel', lines: ['EnerGel BL77', 'EnerGel BLN75'] },
            { brand: 'uni-ball', lines: ['Signo UM-153', 'Signo UMN-207', 'Eye UB-157'] },
            { brand: 'Zebra', lines: ['Sarasa Clip', 'Z-Grip Gel'] },
          ],
          dims: { tip: ['0,5', '0,7', { v: '1,0', k: 1.1 }], colour: COLOURS_PEN },
          attrs: { colour: 'Kolor', tip: 'Grubość końcówki' }, multiple: { n: 12, enforced: false }, packs: [{ kind: 'collective', quantity: 60, label: 'opak. zbiorcze ×60', uom: 'opak.', discount: 4 }], count: 36,
        },
        {
          name: 'Cienkopisy', picto: 'pen', pattern: 'Cienkopis {brand} {line} {tip} mm {colour}', price: [2.1, 4.9],
          families: [
            { brand: 'Stabilo', lines: ['Point 88', 'Sensor'] },
            { brand: 'Staedtler', lines: ['Triplus Fineliner 334'] },
            { brand: 'Schneider', lines: ['Line-Up', 'Topliner 967'] },
            { brand: 'Pentel', lines: ['Sign Pen S520'] },
          ],
          dims: { tip: ['0,3', '0,4'], colour: [...COLOURS_PEN, 'fioletowy', 'pomarańczowy', 'brązowy'] },
          attrs: { colour: 'Kolor' }, multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 28,
        },
        {
          name: 'Zakreślacze', picto: 'marker', pattern: 'Zakreślacz {brand} {line} {colour}{set}', price: [2.6, 5.5],
          families: [
            { brand: 'Stabilo', lines: ['Boss Original', 'Boss Original Pastel', 'Swing Cool'], k: 1.1 },
            { brand: 'Pentel', lines: ['SL60 Illumina'] },
            { brand: 'Faber-Castell', lines: ['Textliner 48', 'Textliner 46 Superfluorescent'] },
            { brand: 'Schneider', lines: ['Job 150'] },
          ],
          dims: { colour: COLOURS_BRIGHT, set: ['', '', { v: ', 4 szt.', k: 3.6 }, { v: ', 6 szt.', k: 5.2 }] },
          attrs: { colour: 'Kolor' }, count: 30,
        },
        {
          name: 'Markery permanentne', picto: 'marker', pattern: 'Marker permanentny {brand} {line}, końcówka {tipShape}, {colour}', price: [3.5, 8.9],
          families: [
            { brand: 'Edding', lines: ['3000', '400', '330', '2000C'], k: 1.2 },
            { brand: 'Pentel', lines: ['N50', 'N60'] },
            { brand: 'Staedtler', lines: ['Lumocolor 350', 'Lumocolor 352'] },
            { brand: 'Centropen', lines: ['8566', '8576'], k: 0.7 },
          ],
          dims: { tipShape: ['okrągła', 'ścięta'], colour: ['czarny', 'niebieski', 'czerwony', 'zielony'] },
          attrs: { colour: 'Kolor', tipShape: 'Kształt końcówki' }, count: 26,
        },
        {
          name: 'Ołówki', picto: 'pencil', pattern: 'Ołówek {brand} {line} {hardness}{rubber}', price: [0.9, 3.2],
          families: [
            { brand: 'Staedtler', lines: ['Noris 120', 'Wopex'], k: 1.2 },
            { brand: 'Faber-Castell', lines: ['Grip 2001', 'Castell 9000'], k: 1.4 },
            { brand: 'Stabilo', lines: ['Othello', 'Swano'] },
            { brand: 'Koh-i-noor', lines: ['1500', 'Toison d\'Or'] },
          ],
          dims: { hardness: ['HB', '2B', 'B', 'H', '2H'], rubber: ['', ' z gumką'] },
          attrs: { hardness: 'Twardość' }, multiple: { n: 12, enforced: false }, packs: [{ kind: 'collective', quantity: 60, label: 'opak. zbiorcze ×60', uom: 'opak.', discount: 4 }], count: 30,
        },
        {
          name: 'Korektory', picto: 'corrector', pattern: 'Korektor {kind} {brand} {line} {size}', price: [3.9, 11.9],
          families: [
            { brand: 'Pritt', lines: ['Compact Flex', 'Micro Rolly'] },
            { brand: 'Tipp-Ex', lines: ['Mini Pocket Mouse', 'Easy Correct', 'Shake\'n Squeeze'] },
            { brand: 'Pentel', lines: ['ZT5', 'ZL72'] },
            { brand: 'Donau', lines: ['Eco'], k: 0.8 },
          ],
          dims: { kind: ['w taśmie', 'w piórze'], size: ['4,2 mm × 8,5 m', '5 mm × 6 m', '7 ml'] },
          count: 20,
        },
      ],
    },
    {
      name: 'Organizacja dokumentów',
      leaves: [
        {
          name: 'Segregatory', picto: 'binder', pattern: 'Segregator {brand} {line} A4 {width} mm, {colour}', price: [7.5, 16.9],
          families: [
            { brand: 'Esselte', lines: ['No.1 Power', 'Rainbow'], k: 1.2 },
            { brand: 'Leitz', lines: ['180° Active', 'WOW'], k: 1.5 },
            { brand: 'Donau', lines: ['Eko', 'Standard'] },
            { brand: 'Bantex', lines: ['Basic'] },
          ],
          dims: { width: ['50', '75'], colour: COLOURS_OFFICE },
          attrs: { colour: 'Kolor', width: 'Szerokość grzbietu (mm)' }, multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 34, eco: 0.25,
        },
        {
          name: 'Skoroszyty', picto: 'folder', pattern: 'Skoroszyt {brand} {kind} A4 {colour}, {pack} szt.', price: [4.9, 12.9], uom: 'opak.',
          families: [{ brand: 'Donau', lines: [''] }, { brand: 'Esselte', lines: [''], k: 1.3 }, { brand: 'Biurfol', lines: [''] }, { brand: 'Q-Connect', lines: [''] }],
          dims: { kind: ['PCV twardy', 'kartonowy', 'wpinany PCV'], colour: COLOURS_OFFICE, pack: [{ v: '10', n: 10 }, { v: '25', n: 25, k: 2.3 }] },
          attrs: { colour: 'Kolor' }, baseDim: 'pack', count: 26,
        },
        {
          name: 'Koszulki na dokumenty', picto: 'sleeve', pattern: 'Koszulki na dokumenty {brand} A4 {kind} {mic} mic., {pack} szt.', price: [7.9, 14.9], uom: 'opak.',
          families: [{ brand: 'Esselte', lines: [''], k: 1.3 }, { brand: 'Donau', lines: [''] }, { brand: 'Q-Connect', lines: [''] }, { brand: 'Biurfol', lines: [''] }],
          dims: { kind: ['groszkowe', 'krystaliczne'], mic: ['40', { v: '50', k: 1.2 }, { v: '80', k: 1.8 }], pack: [{ v: '100', n: 100 }] },
          attrs: { kind: 'Rodzaj folii' }, baseDim: 'pack', multiple: { n: 5, enforced: false }, packs: [{ kind: 'collective', quantity: 25, label: 'opak. zbiorcze ×25', uom: 'opak.', discount: 4 }], count: 20,
        },
        {
          name: 'Teczki', picto: 'folder', pattern: 'Teczka {kind} {brand} A4, {colour}', price: [2.5, 7.9],
          families: [{ brand: 'Donau', lines: [''] }, { brand: 'Esselte', lines: [''] }, { brand: 'Bantex', lines: [''] }, { brand: 'Herlitz', lines: [''] }],
          dims: { kind: ['z gumką', 'skrzydłowa z gumką', 'kartonowa wiązana', { v: 'z rączką', k: 3 }], colour: COLOURS_OFFICE_F },
          attrs: { colour: 'Kolor' }, count: 28,
        },
        {
          name: 'Pudła archiwizacyjne', picto: 'box', pattern: 'Pudło archiwizacyjne {brand} {width} mm, {colour}', price: [3.9, 12.9],
          families: [{ brand: 'Esselte', lines: [''] }, { brand: 'Fellowes', lines: ['Bankers Box'], k: 1.6 }, { brand: 'Donau', lines: [''] }, { brand: 'Emerson', lines: [''] }],
          dims: { width: ['80', '100', '150'], colour: ['szare', 'białe', 'niebieskie'] },
          multiple: { n: 10, enforced: true }, count: 20, eco: 0.6,
        },
      ],
    },
    {
      name: 'Drobne akcesoria biurowe',
      leaves: [
        {
          name: 'Zszywacze', picto: 'stapler', pattern: 'Zszywacz {brand} {line}, do {sheets} kartek, {colour}', price: [12.9, 39],
          families: [
            { brand: 'Rapid', lines: ['Classic K1', 'Fashion F16', 'Supreme S17'], k: 1.4 },
            { brand: 'Leitz', lines: ['5500', 'NeXXt 5502'], k: 1.5 },
            { brand: 'Eagle', lines: ['9005', 'S5023'] },
            { brand: 'Novus', lines: ['B4', 'C1'], k: 1.3 },
          ],
          dims: { sheets: ['20', { v: '30', k: 1.2 }, { v: '50', k: 1.6 }], colour: ['czarny', 'niebieski', 'czerwony', 'szary'] },
          attrs: { sheets: 'Liczba kartek', colour: 'Kolor' }, count: 28,
        },
        {
          name: 'Zszywki', picto: 'staples', pattern: 'Zszywki {brand} {size}, {pack} szt.', price: [1.5, 4.9], uom: 'opak.',
          families: [{ brand: 'Rapid', lines: [''], k: 1.3 }, { brand: 'Leitz', lines: [''], k: 1.4 }, { brand: 'Novus', lines: [''] }, { brand: 'Eagle', lines: [''] }, { brand: 'Grand', lines: [''], k: 0.8 }],
          dims: { size: ['24/6', '26/6', '23/8', { v: '23/10', k: 1.4 }, { v: '23/13', k: 1.7 }], pack: [{ v: '1000', n: 1000 }, { v: '5000', n: 5000, k: 4.2 }] },
          attrs: { size: 'Rozmiar' }, baseDim: 'pack', multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 26,
        },
        {
          name: 'Dziurkacze', picto: 'punch', pattern: 'Dziurkacz {brand} {line}, do {sheets} kartek, {colour}', price: [11.9, 39],
          families: [{ brand: 'Rapid', lines: ['FC20', 'Supreme FC30'] }, { brand: 'Leitz', lines: ['5008', '5138'], k: 1.4 }, { brand: 'Eagle', lines: ['837', '709'] }, { brand: 'Novus', lines: ['B216'], k: 1.2 }],
          dims: { sheets: ['16', { v: '25', k: 1.3 }, { v: '40', k: 1.8 }], colour: ['czarny', 'niebieski', 'srebrny'] },
          attrs: { sheets: 'Liczba kartek', colour: 'Kolor' }, count: 22,
        },
        {
          name: 'Spinacze i klipy', picto: 'clip', pattern: '{kind} {brand} {size} mm, {pack} szt.', price: [1.2, 6.9], uom: 'opak.',
          families: [{ brand: 'Spinacz', lines: [''] }, { brand: 'Grand', lines: [''] }, { brand: 'Tetis', lines: [''] }, { brand: 'Q-Connect', lines: [''] }],
          dims: { kind: ['Spinacze okrągłe', 'Spinacze trójkątne', { v: 'Klipy biurowe', k: 1.8 }], size: ['28', '33', '50'], pack: [{ v: '100', n: 100 }, { v: '12', n: 12 }] },
          attrs: { kind: 'Rodzaj', size: 'Rozmiar (mm)' }, baseDim: 'pack', count: 24,
        },
        {
          name: 'Taśmy klejące', picto: 'tape', pattern: 'Taśma klejąca {brand} {line} {size}', price: [2.2, 7.9],
          families: [{ brand: 'Scotch', lines: ['Magic 810', 'Crystal 600'], k: 1.8 }, { brand: 'Tesa', lines: ['tesafilm Standard', 'Pack Strong'], k: 1.3 }, { brand: 'Grand', lines: ['biurowa'] }, { brand: 'Q-Connect', lines: ['przezroczysta'] }],
          dims: { size: ['19 mm × 33 m', '12 mm × 10 m', { v: '48 mm × 66 m', k: 2.1 }] },
          multiple: { n: 8, enforced: false }, packs: [{ kind: 'collective', quantity: 40, label: 'opak. zbiorcze ×40', uom: 'opak.', discount: 4 }], count: 22,
        },
        {
          name: 'Kleje', picto: 'glue', pattern: 'Klej w sztyfcie {brand} {line} {weight} g', price: [2.3, 9.9],
          families: [{ brand: 'Pritt', lines: ['Original', 'Eco'], k: 1.4 }, { brand: 'UHU', lines: ['Stic', 'Stic ReNature'], k: 1.2 }, { brand: 'Amos', lines: [''] }, { brand: 'Donau', lines: [''] }],
          dims: { weight: ['8', '10', { v: '20', k: 1.6 }, { v: '40', k: 2.5 }] },
          attrs: { weight: 'Gramatura (g)' }, multiple: { n: 12, enforced: false }, packs: [{ kind: 'collective', quantity: 60, label: 'opak. zbiorcze ×60', uom: 'opak.', discount: 4 }], count: 24, eco: 0.2,
        },
        {
          name: 'Nożyczki', picto: 'scissors', pattern: 'Nożyczki biurowe {brand} {line} {length} cm, {colour}', price: [4.9, 16.9],
          families: [{ brand: 'Maped', lines: ['Advanced', 'Essentials'] }, { brand: 'Fiskars', lines: ['Classic', 'Functional Form'], k: 2 }, { brand: 'Leitz', lines: ['Titanium'], k: 1.6 }, { brand: 'Donau', lines: [''] }],
          dims: { length: ['17', '21', '25'], colour: ['czarne', 'niebieskie', 'pomarańczowe'] },
          attrs: { length: 'Długość (cm)' }, count: 22,
        },
      ],
    },
    {
      name: 'Meble i ergonomia',
      leaves: [
        {
          name: 'Krzesła biurowe', picto: 'chair', pattern: '{kind} {brand} {line}, {upholstery}, {colour}', price: [229, 1290],
          families: [
            { brand: 'Nowy Styl', lines: ['Taurus', 'Smart', 'Xenon Net', 'Orlando'] },
            { brand: 'Grospol', lines: ['Flash', 'Level', 'Sail'] },
            { brand: 'Kulik System', lines: ['Flower', 'Smart'], k: 1.3 },
            { brand: 'Markadler', lines: ['Manager 2.8', 'Boss 4.2'] },
            { brand: 'Sedus', lines: ['se:flex', 'quarterback'], k: 1.8 },
          ],
          dims: {
            kind: ['Krzesło biurowe', 'Fotel biurowy', { v: 'Krzesło obrotowe', k: 0.9 }],
            upholstery: ['tkanina', 'siatka', { v: 'ekoskóra', k: 1.15 }],
            colour: ['czarny', 'szary', 'niebieski', 'granatowy'],
          },
          attrs: { upholstery: 'Tapicerka', colour: 'Kolor' }, count: 26, eco: 0.05,
        },
        {
          name: 'Lampki biurowe', picto: 'lamp', pattern: 'Lampka biurkowa LED {brand} {line}, {colour}', price: [59, 329],
          families: [
            { brand: 'Maul', lines: ['pure', 'grace', 'jazzy'] },
            { brand: 'Philips', lines: ['Hue Wellness', 'Donutt'], k: 1.3 },
            { brand: 'ActiveJet', lines: ['AJE-IDA', 'AJE-VENUS'] },
            { brand: 'Leitz', lines: ['Style'], k: 1.2 },
          ],
          dims: { colour: ['biała', 'czarna', 'srebrna'] },
          attrs: { colour: 'Kolor' }, count: 14,
        },
        {
          name: 'Akcesoria ergonomiczne', picto: 'stand', pattern: '{kind} {brand} {line}', price: [24.9, 189],
          families: [
            { brand: 'Fellowes', lines: ['Office Suites', 'Professional Series'], k: 1.2 },
            { brand: 'Leitz', lines: ['Ergo', 'Ergo Cosy'], k: 1.3 },
            { brand: 'Kensington', lines: ['SmartFit', 'ErgoSoft'], k: 1.4 },
            { brand: 'Q-Connect', lines: [''] },
          ],
          dims: {
            kind: ['Podnóżek ergonomiczny', { v: 'Podstawka pod monitor', k: 1.2 }, { v: 'Podkładka pod mysz z podpórką żelową', k: 0.4 }, { v: 'Podkładka żelowa pod nadgarstek do klawiatury', k: 0.45 }],
          },
          attrs: { kind: 'Rodzaj' }, count: 20,
        },
      ],
    },
  ],
};
