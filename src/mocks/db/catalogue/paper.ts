import type { DepartmentSpec, PackSpec } from './spec';

const REAM_PACKS: PackSpec[] = [
  { kind: 'collective', quantity: 5, label: 'karton 5 ryz', uom: 'karton', discount: 3 },
  { kind: 'pallet', quantity: 240, label: 'paleta 240 ryz', uom: 'paleta', discount: 9 },
];

export const paper: DepartmentSpec = {
  name: 'Papier',
  iconClass: 'icon-paper',
  colour: '#2a9d8f',
  groups: [
    {
      name: 'Papier do drukarek',
      leaves: [
        {
          name: 'Papier ksero A4', picto: 'ream', pattern: 'Papier ksero {brand} {line} A4 {weight} g/m², 500 ark.', price: [17.9, 24.9], uom: 'ryza',
          families: [
            { brand: 'Pollux', lines: [''] }, { brand: 'PolSpeed', lines: [''] }, { brand: 'Navigator', lines: ['Universal', 'Eco-Logical'], k: 1.35 },
            { brand: 'Double A', lines: ['Premium'], k: 1.3 }, { brand: 'Xerox', lines: ['Business', 'Performer'], k: 1.1 },
            { brand: 'IQ', lines: ['Economy+', 'Premium'], k: 1.05 }, { brand: 'Rey', lines: ['Office', 'Adagio'], k: 1.15 },
          ],
          dims: { weight: ['80', { v: '90', k: 1.25 }, { v: '100', k: 1.5 }] },
          attrs: { weight: 'Gramatura (g/m²)' }, multiple: { n: 5, enforced: false }, packs: REAM_PACKS, count: 18, eco: 0.3,
          colour: '#f4f4f4',
        },
        {
          name: 'Papier ksero A3', picto: 'ream', pattern: 'Papier ksero {brand} {line} A3 {weight} g/m², 500 ark.', price: [36.9, 49.9], uom: 'ryza',
          families: [{ brand: 'Pollux', lines: [''] }, { brand: 'Navigator', lines: ['Universal'], k: 1.3 }, { brand: 'Xerox', lines: ['Business'] }, { brand: 'Double A', lines: ['Premium'], k: 1.25 }, { brand: 'Rey', lines: ['Office'] }],
          dims: { weight: ['80', { v: '90', k: 1.25 }] },
          attrs: { weight: 'Gramatura (g/m²)' }, multiple: { n: 5, enforced: false },
          packs: [{ kind: 'collective', quantity: 5, label: 'karton 5 ryz', uom: 'karton', discount: 3 }], count: 10, colour: '#f4f4f4',
        },
        {
          name: 'Papier kolorowy', picto: 'ream', pattern: 'Papier kolorowy {brand} {line} A4 {weight} g/m², {sheets} ark., {colour}', price: [17.9, 27.9], uom: 'ryza',
          families: [{ brand: 'IQ', lines: ['Color'], k: 1.1 }, { brand: 'Emerson', lines: [''] }, { brand: 'Rey', lines: ['Adagio'] }],
          dims: {
            weight: ['80', { v: '160', k: 1.8 }], sheets: [{ v: '500', n: 500 }, { v: '250', n: 250, k: 0.55 }],
            colour: ['jasnożółty', 'kanarkowy', 'pomarańczowy', 'różowy', 'jasnoniebieski', 'intensywny niebieski', 'jasnozielony', 'czerwony', 'fioletowy', 'szary'],
          },
          attrs: { colour: 'Kolor', weight: 'Gramatura (g/m²)' }, count: 30,
        },
        {
          name: 'Papier fotograficzny', picto: 'photo', pattern: 'Papier fotograficzny {brand} {format} {weight} g/m², {sheets} ark., {finish}', price: [14.9, 29.9], uom: 'opak.',
          families: [{ brand: 'Canon', lines: [''], k: 1.4 }, { brand: 'Epson', lines: [''], k: 1.4 }, { brand: 'HP', lines: [''], k: 1.5 }, { brand: 'Emerson', lines: [''] }],
          dims: { format: ['A4', { v: '10×15', k: 0.7 }], weight: ['180', { v: '260', k: 1.4 }], sheets: ['20', { v: '50', k: 2.2 }], finish: ['błyszczący', 'matowy', 'satynowy'] },
          attrs: { finish: 'Wykończenie', format: 'Format' }, count: 24, colour: '#7ec8e3',
        },
      ],
    },
    {
      name: 'Zeszyty i bloczki',
      leaves: [
        {
          name: 'Zeszyty', picto: 'notebook', pattern: 'Zeszyt {brand} {format} {sheets} kart., {ruling}', price: [1.2, 4.9],
          families: [{ brand: 'Interdruk', lines: [''] }, { brand: 'Oxford', lines: [''], k: 1.8 }, { brand: 'Top-2000', lines: [''] }, { brand: 'Herlitz', lines: [''], k: 1.3 }],
          dims: { format: ['A5', { v: 'A4', k: 1.4 }], sheets: ['32', { v: '60', k: 1.6 }, { v: '96', k: 2.3 }], ruling: ['kratka', 'linia', 'gładki'] },
          attrs: { format: 'Format', ruling: 'Liniatura' }, multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 30,
        },
        {
          name: 'Karteczki samoprzylepne', picto: 'notes', pattern: 'Karteczki samoprzylepne {brand} {size} mm, {sheets} kart., {colour}', price: [2.5, 6.9], uom: 'bloczek',
          families: [{ brand: 'Post-it', lines: [''], k: 1.9 }, { brand: 'Q-Connect', lines: [''] }, { brand: 'Stick\'n', lines: [''] }, { brand: 'Donau', lines: [''] }],
          dims: { size: ['76×76', '38×51', { v: '76×127', k: 1.4 }], sheets: ['100'], colour: ['żółte', 'neonowe zielone', 'neonowe różowe', 'pastelowe niebieskie', 'pomarańczowe'] },
          attrs: { colour: 'Kolor', size: 'Wymiary (mm)' }, multiple: { n: 12, enforced: false }, packs: [{ kind: 'collective', quantity: 60, label: 'opak. zbiorcze ×60', uom: 'opak.', discount: 4 }], count: 30,
        },
        {
          name: 'Kołonotatniki', picto: 'notebook', pattern: 'Kołonotatnik {brand} {line} {format} {sheets} kart., {ruling}', price: [7.9, 19.9],
          families: [{ brand: 'Oxford', lines: ['Office', 'Europeanbook'], k: 1.6 }, { brand: 'Interdruk', lines: ['Business'] }, { brand: 'Herlitz', lines: ['My.Book'] }],
          dims: { format: ['A5', { v: 'A4', k: 1.4 }], sheets: ['80', { v: '100', k: 1.2 }], ruling: ['kratka', 'linia', 'kropki'] },
          attrs: { format: 'Format', ruling: 'Liniatura' }, count: 24,
        },
      ],
    },
    {
      name: 'Koperty i etykiety',
      leaves: [
        {
          name: 'Koperty', picto: 'envelope', pattern: 'Koperta {format} {closure} {colour}, {pack} szt.', price: [3.9, 9.9], uom: 'opak.',
          families: [{ brand: 'NC Koperty', lines: [''] }, { brand: 'Emerson', lines: [''] }],
          dims: {
            format: ['DL', 'C6', 'C5', { v: 'C4', k: 1.8 }, { v: 'B4 rozszerzana', k: 3 }],
            closure: ['samoklejąca', 'z paskiem HK'], colour: ['biała', 'szara'],
            pack: [{ v: '50', n: 50 }, { v: '500', n: 500, k: 8.5 }],
          },
          attrs: { format: 'Format', closure: 'Zamknięcie' }, baseDim: 'pack', count: 30, colour: '#f2e8cf',
        },
        {
          name: 'Etykiety samoprzylepne', picto: 'label', pattern: 'Etykiety samoprzylepne {brand} {size} mm, {sheets} ark. A4', price: [29.9, 69], uom: 'opak.',
          families: [{ brand: 'Avery Zweckform', lines: [''], k: 1.6 }, { brand: 'Emerson', lines: [''] }, { brand: 'Tanex', lines: [''] }],
          dims: { size: ['70×36', '70×37', '105×148', '210×297', '48,5×25,4', '38×21,2'], sheets: ['100', { v: '25', k: 0.35 }] },
          attrs: { size: 'Wymiary (mm)' }, count: 24,
        },
        {
          name: 'Rolki do kas i terminali', picto: 'roll', pattern: 'Rolki termiczne {brand} {width} mm × {length} m, {pack} szt.', price: [12.9, 39.9], uom: 'opak.',
          families: [{ brand: 'Emerson', lines: [''] }, { brand: 'Kreska', lines: [''] }, { brand: 'Spinacz', lines: [''] }],
          dims: { width: ['57', '80'], length: ['20', '30', { v: '80', k: 2.2 }], pack: [{ v: '10', n: 10 }] },
          attrs: { width: 'Szerokość (mm)' }, baseDim: 'pack', count: 14, multiple: { n: 5, enforced: true },
        },
      ],
    },
  ],
};
