import type { DepartmentSpec } from './spec';

export const safety: DepartmentSpec = {
  name: 'BHP i pierwsza pomoc',
  iconClass: 'icon-safety',
  colour: '#e65100',
  groups: [
    {
      name: 'Odzież i rękawice',
      leaves: [
        {
          name: 'Rękawice ochronne', picto: 'glove', pattern: 'Rękawice {line}, rozm. {size}, {colour}, {pack}', price: [14.9, 49.9], uom: 'opak.',
          families: [
            { brand: 'Mercator Medical', lines: ['nitrylowe Mercator Medical Nitrylex', 'lateksowe Mercator Medical Santex', 'winylowe Mercator Medical Vinylex'], k: 1.2 },
            { brand: 'Ansell', lines: ['nitrylowe Ansell TouchNTuff'], k: 1.6 }, { brand: 'Reis', lines: ['nitrylowe Reis RNIT', 'winylowe Reis RWIN'] },
          ],
          dims: { size: ['S', 'M', 'L', 'XL'], colour: ['niebieskie', 'czarne', 'białe'], pack: [{ v: '100 szt.', n: 100 }] },
          attrs: { size: 'Rozmiar', colour: 'Kolor' }, baseDim: 'pack', multiple: { n: 10, enforced: false }, count: 36,
        },
        {
          name: 'Odzież robocza', picto: 'vest', pattern: '{kind} {brand}, rozm. {size}, {colour}', price: [9.9, 189],
          families: [{ brand: 'Reis', lines: [''] }, { brand: 'Portwest', lines: [''], k: 1.4 }, { brand: 'Bezpol', lines: [''] }],
          dims: { kind: ['Kamizelka ostrzegawcza', { v: 'Kurtka robocza', k: 6 }, { v: 'Spodnie robocze', k: 4.5 }, { v: 'Polar roboczy', k: 5 }], size: ['M', 'L', 'XL', 'XXL'], colour: ['żółta', 'pomarańczowa', 'szara'] },
          attrs: { size: 'Rozmiar', colour: 'Kolor' }, count: 28,
        },
      ],
    },
    {
      name: 'Pierwsza pomoc',
      leaves: [
        {
          name: 'Apteczki', picto: 'firstaid', pattern: 'Apteczka {kind} {brand} {norm}', price: [49, 329], vat: 8,
          families: [{ brand: 'Viroflex', lines: [''] }, { brand: 'Hartmann', lines: [''], k: 1.3 }, { brand: 'Bezpol', lines: [''] }],
          dims: { kind: ['zakładowa', 'samochodowa', 'ścienna w szafce', 'przenośna w torbie'], norm: ['DIN 13157', 'DIN 13164', 'DIN 13169'] },
          attrs: { norm: 'Norma' }, count: 18, colour: '#43a047',
        },
        {
          name: 'Plastry i opatrunki', picto: 'plaster', pattern: '{kind} {brand} {line} {size}', price: [3.9, 24.9], vat: 8,
          families: [{ brand: 'Hartmann', lines: ['Cosmos', 'Omnisilk'], k: 1.3 }, { brand: 'Viroflex', lines: ['Viroplast'] }, { brand: 'Polovis', lines: ['Plast'] }],
          dims: { kind: ['Plaster z opatrunkiem', 'Plaster na szpulce', 'Opatrunek jałowy'], size: ['1 m × 6 cm', '5 m × 2,5 cm', '20 szt.'] },
          count: 20, colour: '#d7ccc8',
        },
      ],
    },
    {
      name: 'Higiena i ochrona',
      leaves: [
        {
          name: 'Środki dezynfekujące', picto: 'sanitizer', pattern: '{kind} {brand} {line} {volume}', price: [9.9, 89],
          families: [{ brand: 'Velox', lines: ['Spray', 'Żel'] }, { brand: 'Medisept', lines: ['Skinsept Pur', 'Velodes Soft'], k: 1.3 }, { brand: 'Dettol', lines: ['Antybakteryjny'], k: 1.2 }],
          dims: { kind: ['Płyn do dezynfekcji rąk', 'Płyn do dezynfekcji powierzchni', 'Żel antybakteryjny'], volume: ['500 ml', { v: '1 l', k: 1.6 }, { v: '5 l', k: 5.5 }] },
          attrs: { volume: 'Pojemność' }, count: 24, colour: '#00acc1',
        },
        {
          name: 'Maseczki ochronne', picto: 'mask', pattern: 'Półmaska filtrująca {brand} {line} {class}, {pack} szt.', price: [19.9, 149], uom: 'opak.',
          families: [{ brand: '3M', lines: ['Aura 9320+', 'Aura 9330+', '8822'], k: 1.5 }, { brand: 'Uvex', lines: ['silv-Air'] }, { brand: 'Mercator Medical', lines: ['Protect'] }],
          dims: { class: ['FFP1', 'FFP2', { v: 'FFP3', k: 1.6 }], pack: [{ v: '10', n: 10 }, { v: '20', n: 20, k: 1.8 }] },
          attrs: { class: 'Klasa ochrony' }, baseDim: 'pack', count: 20, colour: '#eceff1',
        },
        {
          name: 'Gaśnice', picto: 'extinguisher', pattern: 'Gaśnica {kind} {brand} {line} {size}', price: [89, 489],
          families: [{ brand: 'Ogniochron', lines: ['GP-2x', 'GP-6x', 'GS-5x'] }, { brand: 'Gloria', lines: ['PD 6 GA', 'P2G'], k: 1.3 }],
          dims: { kind: ['proszkowa ABC', 'śniegowa CO2', 'pianowa AB'], size: ['2 kg', { v: '6 kg', k: 1.6 }] }, count: 14, colour: '#c62828',
        },
        {
          name: 'Znaki BHP i ewakuacyjne', picto: 'sign', pattern: 'Znak {kind} „{text}” {size}', price: [6.9, 39.9],
          families: [{ brand: 'Top Design', lines: [''] }, { brand: 'Bezpol', lines: [''] }],
          dims: {
            kind: ['ewakuacyjny', 'przeciwpożarowy', 'informacyjny'], text: ['Wyjście ewakuacyjne', 'Gaśnica', 'Apteczka', 'Zakaz palenia', 'Punkt zbiórki'],
            size: ['15×30 cm', { v: '20×40 cm', k: 1.4 }],
          },
          count: 20, colour: '#2e7d32',
        },
      ],
    },
  ],
};
