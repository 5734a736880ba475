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
          name: 'Rękawice ochronne', picto: 'glove', pattern: 'Rękawice {line}, rozm. {size}, {colour}, {pack}', price: [14.9, 34.9], uom: 'opak.',
          families: [
            { brand: 'Mercator Medical', lines: ['nitrylowe Mercator Medical Nitrylex', 'lateksowe Mercator Medical Santex', 'winylowe Mercator Medical Vinylex'], k: 1.2 },
            { brand: 'Ansell', lines: ['nitrylowe Ansell TouchNTuff'], k: 1.6 }, { brand: 'Reis', lines: ['nitrylowe Reis RNIT', 'winylowe Reis RWIN'] },
          ],
          dims: { size: ['S', 'M', 'L', 'XL'], colour: ['niebieskie', 'czarne', 'białe'], pack: [{ v: '100 szt.', n: 100 }] },
          attrs: { size: 'Rozmiar', colour: 'Kolor' }, baseDim: 'pack', multiple: { n: 10, enforced: false }, packs: [{ kind: 'collective', quantity: 50, label: 'opak. zbiorcze ×50', uom: 'opak.', discount: 4 }], count: 36,
        },
        {
          name: 'Odzież robocza', picto: 'vest', pattern: '{kind} {brand}, rozm. {size}, {colour}', price: [9.9, 19.9],
          families: [{ brand: 'Reis', lines: [''] }, { brand: 'Portwest', lines: [''], k: 1.4 }, { brand: 'Bezpol', lines: [''] }],
          dims: { kind: ['Kamizelka ostrzegawcza', { v: 'Kurtka robocza', k: 6 }, { v: 'Spodnie robocze', k: 4.5 }, { v: 'Polar roboczy', k: 5 }], size: ['M', 'L', 'XL', 'XXL'],
            // "kolor …" agrees with a jacket, a vest, trousers and a fleece alike ("Polar roboczy, szara" did not).
            colour: [{ v: 'kolor żółty', a: 'żółty' }, { v: 'kolor pomarańczowy', a: 'pomarańczowy' }, { v: 'kolor szary', a: 'szary' }] },
          attrs: { size: 'Rozmiar', colour: 'Kolor' }, count: 28,
        },
      ],
    },
    {
      name: 'Pierwsza pomoc',
      leaves: [
        {
          name: 'Apteczki', picto: 'firstaid', pattern: 'Apteczka {kind} {brand} {norm}', price: [49, 149], vat: 8,
          families: [{ brand: 'Viroflex', lines: [''] }, { brand: 'Hartmann', lines: [''], k: 1.3 }, { brand: 'Bezpol', lines: [''] }],
          dims: { kind: ['zakładowa', 'samochodowa', 'ścienna w szafce', 'przenośna w torbie'], norm: ['DIN 13157', 'DIN 13164', 'DIN 13169'] },
          attrs: { norm: 'Norma' }, count: 18, colour: '#43a047',
        },
        {
          name: 'Plastry i opatrunki', picto: 'plaster', pattern: '{kind} {brand} {line} {size}', price: [3.9, 12.9], vat: 8,
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
          name: 'Środki dezynfekujące', picto: 'sanitizer', pattern: '{kind} {brand} {line} {volume}', price: [9.9, 24.9],
          families: [{ brand: 'Velox', lines: ['Top', 'Neutral'] }, { brand: 'Medisept', lines: ['Skinsept Pur', 'Velodes Soft'], k: 1.3 }, { brand: 'Dettol', lines: ['Antybakteryjny'], k: 1.2 }],
          dims: { kind: ['Płyn do dezynfekcji rąk', 'Płyn do dezynfekcji powierzchni', 'Żel antybakteryjny'], volume: ['500 ml', { v: '1 l', k: 1.6 }, { v: '5 l', k: 5.5 }] },
          attrs: { volume: 'Pojemność' }, count: 24, colour: '#00acc1',
        },
        {
          name: 'Maseczki ochronne', picto: 'mask', pattern: 'Półmaska filtrująca {brand} {line} {class}, {pack} szt.', price: [24.9, 69], uom: 'opak.',
          families: [{ brand: '3M', lines: ['Aura 9320+', 'Aura 9330+', '8822'], k: 1.5 }, { brand: 'Uvex', lines: ['silv-Air'] }, { brand: 'Mercator Medical', lines: ['Protect'] }],
          dims: { class: ['FFP1', 'FFP2', { v: 'FFP3', k: 1.6 }], pack: [{ v: '10', n: 10 }, { v: '20', n: 20, k: 1.8 }] },
          attrs: { class: 'Klasa ochrony' }, baseDim: 'pack', count: 20, colour: '#eceff1',
        },
        {
          name: 'Gaśnice', picto: 'extinguisher', pattern: 'Gaśnica {line}{extra}', price: [79, 349],
          families: [
            { brand: 'Ogniochron', lines: ['proszkowa Ogniochron GP-1x ABC 1 kg', 'proszkowa Ogniochron GP-2x ABC 2 kg', 'proszkowa Ogniochron GP-4x ABC 4 kg', 'proszkowa Ogniochron GP-6x ABC 6 kg', 'śniegowa Ogniochron GS-2x 2 kg', 'śniegowa Ogniochron GS-5x 5 kg'] },
            { brand: 'Gloria', lines: ['proszkowa Gloria P2G 2 kg', 'proszkowa Gloria PD 6 GA 6 kg', 'śniegowa Gloria KS 5 SB 5 kg'], k: 1.1 },
          ],
          dims: { extra: ['', { v: ' z wieszakiem', k: 1.06 }] }, attrs: { line: 'Rodzaj' }, count: 14, colour: '#c62828',
        },
        {
          name: 'Znaki BHP i ewakuacyjne', picto: 'sign', pattern: 'Znak {kind} „{text}” {size}', price: [6.9, 19.9],
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
