import type { DepartmentSpec } from './spec';

export const cleaning: DepartmentSpec = {
  name: 'Środki czystości',
  iconClass: 'icon-cleaning',
  colour: '#3aa0d8',
  groups: [
    {
      name: 'Papier higieniczny i ręczniki',
      leaves: [
        {
          name: 'Papier toaletowy', picto: 'toilet', pattern: 'Papier toaletowy {brand} {line} {layers}-warstwowy, {pack} rolek', price: [9.9, 16.9], uom: 'opak.',
          families: [
            { brand: 'Velvet', lines: ['Excellence', 'Delikatnie Biały'], k: 1.3 }, { brand: 'Foxy', lines: ['Seta', 'Mega'], k: 1.1 },
            { brand: 'Tork', lines: ['Advanced T4', 'Universal T4'], k: 1.2 }, { brand: 'Katrin', lines: ['Classic', 'Plus'] }, { brand: 'Merida', lines: ['Optimum'] },
          ],
          dims: { layers: ['2', { v: '3', k: 1.25 }], pack: [{ v: '8', n: 8 }, { v: '24', n: 24, k: 2.8 }, { v: '64', n: 64, k: 6.9 }] },
          attrs: { layers: 'Liczba warstw' }, baseDim: 'pack', count: 30, eco: 0.3, colour: '#f6f6f6',
        },
        {
          name: 'Ręczniki papierowe', picto: 'towel', pattern: 'Ręcznik papierowy {brand} {kind}, {colour}, {sheets}', price: [39, 89], uom: 'karton',
          families: [{ brand: 'Tork', lines: [''], k: 1.4 }, { brand: 'Katrin', lines: [''], k: 1.2 }, { brand: 'Merida', lines: [''] }, { brand: 'Velvet', lines: [''] }],
          dims: { kind: ['składany ZZ', 'w roli', { v: 'centralnego dozowania', k: 1.3 }], colour: ['biały', 'zielony', 'szary'], sheets: ['3000 listków', '4000 listków', { v: '6 rolek', k: 1.2 }] },
          attrs: { kind: 'Rodzaj', colour: 'Kolor' }, count: 28, eco: 0.25,
        },
        {
          name: 'Chusteczki higieniczne', picto: 'tissue', pattern: 'Chusteczki higieniczne {brand} {line} {layers}-warstwowe, {pack}', price: [2.9, 12.9],
          families: [{ brand: 'Velvet', lines: ['Classic', 'Aloe Vera'] }, { brand: 'Foxy', lines: ['Basic'] }, { brand: 'Kleenex', lines: ['Original', 'Balsam'], k: 1.4 }],
          dims: { layers: ['3', '4'], pack: ['100 szt. w pudełku', '10 paczek × 10 szt.'] },
          count: 18,
        },
      ],
    },
    {
      name: 'Środki myjące',
      leaves: [
        {
          name: 'Płyny do naczyń', picto: 'bottle', pattern: 'Płyn do naczyń {brand} {line} {volume}', price: [3.9, 7.9],
          families: [{ brand: 'Ludwik', lines: ['Mięta', 'Cytryna', 'Grejpfrut', 'Balsam Aloe'] }, { brand: 'Fairy', lines: ['Lemon', 'Original', 'Platinum'], k: 1.3 }, { brand: 'Pur', lines: ['Power Lemon', 'Balsam'] }],
          dims: { volume: [{ v: '450 ml' }, { v: '900 ml', k: 1.7 }, { v: '5 l', k: 6 }] },
          attrs: { volume: 'Pojemność' }, count: 26, eco: 0.2, colour: '#8bc34a',
        },
        {
          name: 'Płyny uniwersalne i do podłóg', picto: 'bottle', pattern: 'Płyn {kind} {brand} {line} {volume}', price: [5.9, 11.9],
          families: [{ brand: 'Ajax', lines: ['Floral Fiesta', 'Cytrynowy'] }, { brand: 'Sidolux', lines: ['Expert', 'M'], k: 1.1 }, { brand: 'Cif', lines: ['Ultra Fast'], k: 1.2 }, { brand: 'Meglio', lines: ['Professional'] }],
          dims: { kind: ['uniwersalny', 'do mycia podłóg', 'do szyb'], volume: ['1 l', { v: '5 l', k: 4.2 }] },
          attrs: { kind: 'Przeznaczenie', volume: 'Pojemność' }, count: 26, colour: '#26a69a',
        },
        {
          name: 'Środki do WC', picto: 'bottle', pattern: '{kind} {brand} {line} {volume}', price: [5.9, 10.9],
          families: [{ brand: 'Domestos', lines: ['Original', 'Pine Fresh', 'Citrus'], k: 1.2 }, { brand: 'Tytan', lines: ['Niebieski', 'Zielony'] }, { brand: 'Bref', lines: ['Power Aktiv'], k: 1.3 }],
          dims: { kind: ['Żel do WC', 'Płyn czyszczący do WC'], volume: ['750 ml', { v: '1,25 l', k: 1.5 }, { v: '5 l', k: 4.5 }] },
          count: 22, colour: '#1e88e5',
        },
        {
          name: 'Mydła', picto: 'soap', pattern: 'Mydło w płynie {brand} {line} {volume}', price: [4.9, 9.9],
          families: [{ brand: 'Luksja', lines: ['Creamy & Soft', 'Essence'] }, { brand: 'Palmolive', lines: ['Naturals', 'Aroma'], k: 1.3 }, { brand: 'Merida', lines: ['Mediclean', 'Glamour'], k: 1.2 }, { brand: 'Tork', lines: ['Premium S1'], k: 1.6 }],
          dims: { volume: ['500 ml', { v: '1 l', k: 1.6 }, { v: '5 l', k: 5.2 }] },
          attrs: { volume: 'Pojemność' }, count: 22, eco: 0.2, colour: '#f48fb1',
        },
      ],
    },
    {
      name: 'Akcesoria do sprzątania',
      leaves: [
        {
          name: 'Worki na śmieci', picto: 'bag', pattern: 'Worki na śmieci {brand} {volume} l, {colour}, {pack} szt.', price: [3.9, 9.9], uom: 'rolka',
          families: [{ brand: 'Jan Niezbędny', lines: [''], k: 1.2 }, { brand: 'Stella', lines: [''] }, { brand: 'Spinacz', lines: [''] }],
          dims: { volume: ['35', '60', { v: '120', k: 1.8 }, { v: '160', k: 2.4 }], colour: ['czarne', 'niebieskie', 'zielone', 'żółte', 'brązowe'], pack: [{ v: '50', n: 50 }, { v: '25', n: 25, k: 0.6 }] },
          attrs: { volume: 'Pojemność (l)', colour: 'Kolor' }, baseDim: 'pack', count: 32, eco: 0.3,
        },
        {
          name: 'Gąbki i ściereczki', picto: 'sponge', pattern: '{kind} {brand} {line}, {pack} szt.', price: [2.9, 9.9], uom: 'opak.',
          families: [{ brand: 'Vileda', lines: ['Pur Active', 'Glitzi', 'Microfibre Plus'], k: 1.4 }, { brand: 'Jan Niezbędny', lines: ['Classic'] }, { brand: 'Merida', lines: ['Professional'] }],
          dims: { kind: ['Gąbki kuchenne', 'Ściereczki z mikrofibry', 'Ściereczki uniwersalne'], pack: [{ v: '5', n: 5 }, { v: '10', n: 10, k: 1.7 }] },
          baseDim: 'pack', count: 18, colour: '#ffca28',
        },
      ],
    },
  ],
};
