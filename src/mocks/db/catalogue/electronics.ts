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
          name: 'Myszy', picto: 'mouse', pattern: 'Mysz {kind} {brand} {line}, {colour}', price: [24.9, 349],
          families: [
            { brand: 'Logitech', lines: ['M185', 'M330 Silent Plus', 'Signature M650', 'MX Master 3S'], k: 1.6 }, { brand: 'Genius', lines: ['NX-7000', 'DX-110'] },
            { brand: 'Natec', lines: ['Robin', 'Toucan'] }, { brand: 'Trust', lines: ['Primo', 'Yvi'] },
          ],
          dims: { kind: ['bezprzewodowa', 'przewodowa USB'], colour: ['czarna', 'szara', 'biała'] },
          attrs: { kind: 'Łączność', colour: 'Kolor' }, count: 26,
        },
        {
          name: 'Klawiatury', picto: 'keyboard', pattern: 'Klawiatura {kind} {brand} {line}, {layout}', price: [49, 449],
          families: [{ brand: 'Logitech', lines: ['K120', 'K270', 'MK270 z myszą', 'MX Keys S'], k: 1.5 }, { brand: 'Genius', lines: ['KB-116', 'SlimStar 8000'] }, { brand: 'Natec', lines: ['Moray'] }],
          dims: { kind: ['przewodowa USB', 'bezprzewodowa'], layout: ['układ US', 'układ PL programisty'] },
          attrs: { kind: 'Łączność' }, count: 20,
        },
        {
          name: 'Pamięci USB', picto: 'usb', pattern: 'Pendrive {brand} {line} {capacity} GB USB {usb}', price: [19.9, 59],
          families: [{ brand: 'Kingston', lines: ['DataTraveler Exodia', 'DataTraveler Kyson'] }, { brand: 'SanDisk', lines: ['Ultra Flair', 'Cruzer Blade'] }, { brand: 'Verbatim', lines: ['Store \'n\' Go'] }, { brand: 'Goodram', lines: ['UME3', 'UTS2'] }],
          dims: { capacity: ['32', { v: '64', k: 1.4 }, { v: '128', k: 2.2 }, { v: '256', k: 4 }], usb: ['3.2', '2.0'] },
          attrs: { capacity: 'Pojemność (GB)' }, count: 26,
        },
        {
          name: 'Słuchawki', picto: 'headset', pattern: 'Słuchawki {kind} {brand} {line}', price: [49, 599],
          families: [{ brand: 'Logitech', lines: ['H390', 'H540', 'Zone Vibe 100'], k: 1.3 }, { brand: 'Jabra', lines: ['Evolve2 30', 'Evolve2 40'], k: 2.5 }, { brand: 'Genius', lines: ['HS-230U'] }],
          dims: { kind: ['z mikrofonem USB', 'nauszne Bluetooth'] }, count: 12,
        },
      ],
    },
    {
      name: 'Zasilanie',
      leaves: [
        {
          name: 'Baterie', picto: 'battery', pattern: 'Baterie {brand} {line} {type}, {pack} szt.', price: [5.9, 29.9], uom: 'opak.',
          families: [{ brand: 'Duracell', lines: ['Plus', 'Optimum'], k: 1.4 }, { brand: 'Energizer', lines: ['Max', 'Ultimate Lithium'], k: 1.3 }, { brand: 'GP', lines: ['Super Alkaline'] }, { brand: 'Panasonic', lines: ['Pro Power'] }],
          dims: { type: ['AA LR6', 'AAA LR03', { v: '9V 6LR61', k: 1.5 }], pack: [{ v: '4', n: 4 }, { v: '8', n: 8, k: 1.8 }, { v: '24', n: 24, k: 4.6 }] },
          attrs: { type: 'Rozmiar' }, baseDim: 'pack', count: 30, colour: '#212121',
        },
        {
          name: 'Listwy zasilające i przedłużacze', picto: 'socket', pattern: 'Listwa zasilająca {brand} {line}, {sockets} gniazd, {length} m, {colour}', price: [19.9, 89],
          families: [{ brand: 'Acar', lines: ['F5', 'S8'], k: 1.3 }, { brand: 'Hama', lines: ['Basic'] }, { brand: 'Orno', lines: ['OR-AE'] }],
          dims: { sockets: ['3', '5', '6'], length: ['1,5', '3', '5'], colour: ['biała', 'czarna', 'szara'] },
          attrs: { sockets: 'Liczba gniazd', length: 'Długość przewodu (m)' }, count: 24,
        },
      ],
    },
    {
      name: 'Urządzenia biurowe',
      leaves: [
        {
          name: 'Kalkulatory', picto: 'calculator', pattern: 'Kalkulator {kind} {brand} {line}', price: [19.9, 119],
          families: [{ brand: 'Casio', lines: ['MS-20UC', 'MS-80F', 'DR-320RE', 'FX-991CE X'], k: 1.3 }, { brand: 'Citizen', lines: ['SDC-888X', 'SDC-444S'] }, { brand: 'Vector', lines: ['CD-2455'] }],
          dims: { kind: ['biurowy', 'z drukarką', 'naukowy'] }, count: 16, colour: '#455a64',
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
