import type { DepartmentSpec } from './spec';

export const electronics: DepartmentSpec = {
  name: 'Elektronika',
  iconClass: 'icon-electronics',
  colour: '#37474f',
  groups: [
    {
      name: 'Akcesoria komputerowe',
      leaves: [
        {
          name: 'Myszy', picto: 'mouse', pattern: 'Mysz {line}, {colour}', price: [29, 319],
          families: [
            { brand: 'Logitech', lines: ['przewodowa Logitech B100', 'bezprzewodowa Logitech M185', 'bezprzewodowa Logitech M330 Silent Plus', 'bezprzewodowa Logitech Signature M650', 'bezprzewodowa Logitech MX Master 3S'] },
            { brand: 'Genius', lines: ['przewodowa Genius DX-110', 'bezprzewodowa Genius NX-7000'], k: 0.3 },
            { brand: 'Natec', lines: ['przewodowa Natec Ruff', 'bezprzewodowa Natec Toucan'], k: 0.35 }, { brand: 'Trust', lines: ['przewodowa Trust Primo', 'bezprzewodowa Trust Yvi'], k: 0.35 },
          ],
          dims: { colour: ['czarna', 'szara', 'biała'] },
          attrs: { line: 'Łączność', colour: 'Kolor' }, count: 26,
        },
        {
          name: 'Klawiatury', picto: 'keyboard', pattern: 'Klawiatura {line}, {layout}, {colour}', price: [49, 429],
          families: [
            { brand: 'Logitech', lines: ['przewodowa Logitech K120', 'bezprzewodowa Logitech K270', 'bezprzewodowa Logitech MK270 z myszą', 'bezprzewodowa Logitech MX Keys S'] },
            { brand: 'Genius', lines: ['przewodowa Genius KB-116', 'bezprzewodowa Genius SlimStar 8000'], k: 0.35 }, { brand: 'Natec', lines: ['przewodowa Natec Moray'], k: 0.4 },
          ],
          dims: { layout: ['układ US', 'układ PL programisty'], colour: ['czarna', 'biała'] },
          attrs: { line: 'Łączność' }, count: 20,
        },
        {
          name: 'Pamięci USB', picto: 'usb', pattern: 'Pendrive {brand} {line} {capacity} GB USB {usb}', price: [19.9, 59],
          families: [{ brand: 'Kingston', lines: ['DataTraveler Exodia', 'DataTraveler Kyson'] }, { brand: 'SanDisk', lines: ['Ultra Flair', 'Cruzer Blade'] }, { brand: 'Verbatim', lines: ['Store \'n\' Go'] }, { brand: 'Goodram', lines: ['UME3', 'UTS2'] }],
          dims: { capacity: ['32', { v: '64', k: 1.4 }, { v: '128', k: 2.2 }, { v: '256', k: 4 }], usb: ['3.2', '2.0'] },
          attrs: { capacity: 'Pojemność (GB)' }, count: 26,
        },
        {
          name: 'Słuchawki', picto: 'headset', pattern: 'Słuchawki {line}, {colour}', price: [79, 349],
          families: [
            { brand: 'Logitech', lines: ['przewodowe USB z mikrofonem Logitech H390', 'przewodowe USB z mikrofonem Logitech H540', 'bezprzewodowe Bluetooth Logitech Zone Vibe 100'] },
            { brand: 'Jabra', lines: ['przewodowe USB z mikrofonem Jabra Evolve2 30', 'bezprzewodowe Bluetooth Jabra Evolve2 65'], k: 1.8 },
            { brand: 'Genius', lines: ['przewodowe USB z mikrofonem Genius HS-230U'], k: 0.4 },
          ],
          dims: { colour: ['czarne', 'szare'] }, attrs: { line: 'Łączność' }, count: 12,
        },
      ],
    },
    {
      name: 'Zasilanie',
      leaves: [
        {
          name: 'Baterie', picto: 'battery', pattern: 'Baterie {brand} {line} {type}, {pack} szt.', price: [6.9, 19.9], uom: 'opak.',
          families: [{ brand: 'Duracell', lines: ['Plus', 'Optimum'], k: 1.4 }, { brand: 'Energizer', lines: ['Max', 'Ultimate Lithium'], k: 1.3 }, { brand: 'GP', lines: ['Super Alkaline'] }, { brand: 'Panasonic', lines: ['Pro Power'] }],
          dims: { type: ['AA LR6', 'AAA LR03', { v: '9V 6LR61', k: 1.5 }], pack: [{ v: '4', n: 4 }, { v: '8', n: 8, k: 1.8 }, { v: '24', n: 24, k: 4.6 }] },
          attrs: { type: 'Rozmiar' }, baseDim: 'pack', count: 30, colour: '#212121',
        },
        {
          name: 'Listwy zasilające i przedłużacze', picto: 'socket', pattern: 'Listwa zasilająca {brand} {line}, {sockets}, {length} m, {colour}', price: [24.9, 69],
          families: [{ brand: 'Acar', lines: ['F5', 'S8'], k: 1.3 }, { brand: 'Hama', lines: ['Basic'] }, { brand: 'Orno', lines: ['OR-AE'] }],
          dims: { sockets: ['3 gniazda', '5 gniazd', '6 gniazd'], length: ['1,5', '3', '5'], colour: ['biała', 'czarna', 'szara'] },
          attrs: { sockets: 'Liczba gniazd', length: 'Długość przewodu (m)' }, count: 24,
        },
      ],
    },
    {
      name: 'Urządzenia biurowe',
      leaves: [
        {
          name: 'Kalkulatory', picto: 'calculator', pattern: 'Kalkulator {line}, {colour}', price: [24.9, 199],
          families: [
            { brand: 'Casio', lines: ['biurowy Casio MS-20UC', 'biurowy Casio MS-80F', 'naukowy Casio FX-991CE X', 'z drukarką Casio DR-320RE'] },
            { brand: 'Citizen', lines: ['biurowy Citizen SDC-444S', 'biurowy Citizen SDC-888X'], k: 0.5 }, { brand: 'Vector', lines: ['biurowy Vector CD-2455'], k: 0.4 },
          ],
          dims: { colour: ['czarny', 'srebrny', 'biały'] }, attrs: { line: 'Rodzaj' }, count: 16, colour: '#455a64',
        },
        {
          name: 'Niszczarki', picto: 'shredder', pattern: 'Niszczarka {brand} {line}, ścinki {cut}, poziom {level}', price: [299, 1899],
          families: [{ brand: 'Fellowes', lines: ['Powershred 60Cs', 'Powershred 79Ci', 'AutoMax 150C'], k: 1.2 }, { brand: 'Rexel', lines: ['Momentum X410', 'Optimum AutoFeed+ 100X'] }, { brand: 'HSM', lines: ['shredstar X10', 'Securio B24'], k: 1.5 }],
          dims: { cut: ['konfetti', 'paski'], level: ['P-4', { v: 'P-5', k: 1.4 }] }, attrs: { level: 'Poziom bezpieczeństwa' }, count: 16,
        },
        {
          name: 'Laminatory', picto: 'laminator', pattern: 'Laminator {brand} {line} {format}', price: [149, 899],
          families: [{ brand: 'Fellowes', lines: ['Saturn 3i', 'Venus 2'], k: 1.3 }, { brand: 'GBC', lines: ['Inspire+', 'Fusion 3100L'] }, { brand: 'Argo', lines: ['Peak'] }],
          dims: { format: ['A4', { v: 'A3', k: 1.6 }] }, count: 10, colour: '#78909c',
        },
        {
          name: 'Drukarki i urządzenia wielofunkcyjne', picto: 'printer', pattern: '{kind} {brand} {line}', price: [349, 2499],
          families: [
            { brand: 'HP', lines: ['LaserJet Pro M404dn', 'LaserJet Pro MFP M428fdw', 'Color LaserJet Pro M454dw', 'OfficeJet Pro 9010'] },
            { brand: 'Brother', lines: ['HL-L2350DW', 'DCP-L2530DW', 'MFC-L2750DW', 'HL-L8260CDW'] },
            { brand: 'Canon', lines: ['i-SENSYS LBP233dw', 'i-SENSYS MF453dw', 'PIXMA G650'] },
            { brand: 'Epson', lines: ['EcoTank L3256', 'EcoTank L6290', 'WorkForce Pro WF-4820DWF'] },
          ],
          dims: { kind: ['Drukarka', 'Urządzenie wielofunkcyjne'] }, count: 16, colour: '#546e7a',
        },
      ],
    },
  ],
};
