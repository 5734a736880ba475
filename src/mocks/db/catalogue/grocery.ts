import type { DepartmentSpec } from './spec';

export const grocery: DepartmentSpec = {
  name: 'Artykuły spożywcze',
  iconClass: 'icon-grocery',
  colour: '#8d5a3b',
  groups: [
    {
      name: 'Kawa i herbata',
      leaves: [
        {
          name: 'Kawa ziarnista', picto: 'beans', pattern: 'Kawa ziarnista {brand} {line} {weight}', price: [34.9, 59.9],
          families: [
            { brand: 'Lavazza', lines: ['Qualità Oro', 'Crema e Aroma', 'Super Crema'], k: 1.3 }, { brand: 'Tchibo', lines: ['Barista Caffè Crema', 'Espresso Sicilia'] },
            { brand: 'Jacobs', lines: ['Krönung', 'Barista Espresso'] }, { brand: 'Segafredo', lines: ['Intermezzo', 'Espresso Casa'], k: 1.1 }, { brand: 'Dallmayr', lines: ['Crema d\'Oro'], k: 1.3 },
          ],
          dims: { weight: [{ v: '500 g', k: 0.55 }, '1 kg'] }, attrs: { weight: 'Gramatura' }, count: 22, colour: '#6d4c41',
        },
        {
          name: 'Kawa mielona', picto: 'coffee', pattern: 'Kawa mielona {brand} {line} {weight}', price: [11.9, 22.9],
          families: [{ brand: 'Jacobs', lines: ['Krönung', 'Cronat Gold'] }, { brand: 'Tchibo', lines: ['Family', 'Exclusive'] }, { brand: 'Lavazza', lines: ['Qualità Rossa'], k: 1.3 }, { brand: 'Woseba', lines: ['Mocca Fix Gold', 'Arabica'] }],
          dims: { weight: ['250 g', { v: '500 g', k: 1.8 }] }, attrs: { weight: 'Gramatura' }, count: 16, colour: '#795548',
        },
        {
          name: 'Kawa rozpuszczalna', picto: 'jar', pattern: 'Kawa rozpuszczalna {brand} {line} {weight}', price: [12.9, 24.9],
          families: [{ brand: 'Nescafé', lines: ['Classic', 'Gold', 'Espiro'], k: 1.2 }, { brand: 'Jacobs', lines: ['Krönung', 'Velvet'] }, { brand: 'Tchibo', lines: ['Gold Selection'] }],
          dims: { weight: ['100 g', { v: '200 g', k: 1.8 }, { v: '500 g', k: 4 }] }, attrs: { weight: 'Gramatura' }, count: 18, colour: '#a1887f',
        },
        {
          name: 'Herbata', picto: 'tea', pattern: 'Herbata {line}, {bags} torebek', price: [9.9, 24.9], uom: 'opak.',
          families: [
            { brand: 'Lipton', lines: ['czarna Lipton Yellow Label', 'czarna Lipton Earl Grey', 'zielona Lipton Green Tea Classic', 'owocowa Lipton Forest Fruit'] },
            { brand: 'Saga', lines: ['czarna Saga', 'owocowa Saga Malina'], k: 0.7 }, { brand: 'Teekanne', lines: ['miętowa Teekanne Mint', 'owocowa Teekanne Fruit Melange'], k: 1.2 },
            { brand: 'Dilmah', lines: ['czarna Dilmah Premium Ceylon', 'zielona Dilmah Pure Green'], k: 1.3 }, { brand: 'Minutka', lines: ['czarna Minutka', 'miętowa Minutka'], k: 0.7 },
          ],
          dims: { bags: [{ v: '25', k: 0.35 }, { v: '50', k: 0.6 }, '100'] },
          attrs: { line: 'Rodzaj' }, count: 30, colour: '#558b2f',
        },
      ],
    },
    {
      name: 'Napoje',
      leaves: [
        {
          name: 'Woda mineralna', picto: 'water', pattern: 'Woda mineralna {brand} {kind} {pack}', price: [7.9, 15.9], uom: 'zgrzewka', vat: 8,
          families: [{ brand: 'Cisowianka', lines: [''] }, { brand: 'Nałęczowianka', lines: [''] }, { brand: 'Żywiec Zdrój', lines: [''] }, { brand: 'Kropla Beskidu', lines: [''] }, { brand: 'Muszynianka', lines: [''], k: 1.3 }],
          dims: { kind: ['niegazowana', 'gazowana', 'lekko gazowana'], pack: [{ v: '6 × 1,5 l', n: 6 }, { v: '12 × 0,5 l', n: 12, k: 1.1 }] },
          attrs: { kind: 'Rodzaj', pack: 'Opakowanie' }, baseDim: 'pack', deposit: { perUnit: 0.5, dim: 'pack' }, count: 28, colour: '#4fc3f7',
          packs: [{ kind: 'pallet', quantity: 84, label: 'paleta 84 zgrzewki', uom: 'paleta', discount: 7 }],
        },
        {
          name: 'Soki', picto: 'juice', pattern: 'Sok {brand} {flavour} 100%, {volume}', price: [3.9, 8.9], vat: 5,
          families: [{ brand: 'Tymbark', lines: [''] }, { brand: 'Hortex', lines: [''] }, { brand: 'Fortuna', lines: [''] }, { brand: 'Riviva', lines: [''] }],
          dims: { flavour: ['pomarańczowy', 'jabłkowy', 'multiwitamina', 'grejpfrutowy', 'czarna porzeczka'], volume: ['1 l', { v: '2 l', k: 1.7 }] },
          attrs: { flavour: 'Smak' }, multiple: { n: 6, enforced: false }, packs: [{ kind: 'collective', quantity: 30, label: 'opak. zbiorcze ×30', uom: 'opak.', discount: 4 }], count: 26, colour: '#ff9800',
        },
        {
          name: 'Napoje gazowane', picto: 'can', pattern: 'Napój gazowany {brand} {line} {pack}', price: [39, 59], uom: 'zgrzewka', vat: 8,
          families: [{ brand: 'Coca-Cola', lines: ['Original', 'Zero', 'Fanta Pomarańczowa', 'Sprite'] }, { brand: 'Pepsi', lines: ['Cola', 'Max', '7UP', 'Mirinda'] }, { brand: 'Oshee', lines: ['Vitamin Water'] }],
          dims: { pack: [{ v: '24 × 0,33 l puszka', n: 24 }, { v: '12 × 0,5 l', n: 12, k: 0.7 }, { v: '6 × 0,85 l', n: 6, k: 0.45 }] },
          attrs: { pack: 'Opakowanie' }, baseDim: 'pack', deposit: { perUnit: 0.5, dim: 'pack' }, count: 24, colour: '#e53935',
        },
        {
          name: 'Napoje energetyczne', picto: 'can', pattern: 'Napój energetyczny {brand} {line} {pack}', price: [49, 79], uom: 'zgrzewka', vat: 8,
          families: [{ brand: 'Red Bull', lines: ['Energy Drink', 'Sugarfree'], k: 1.5 }, { brand: 'Tiger', lines: ['Classic', 'Pure'] }, { brand: 'Monster', lines: ['Energy', 'Ultra White'], k: 1.4 }, { brand: 'Black', lines: ['Energy', 'Zero Sugar'] }],
          dims: { pack: [{ v: '24 × 250 ml puszka', n: 24 }, { v: '12 × 500 ml puszka', n: 12, k: 0.95 }] },
          baseDim: 'pack', deposit: { perUnit: 0.5, dim: 'pack' }, forAdults: true, count: 14, colour: '#5c6bc0',
        },
      ],
    },
    {
      name: 'Słodycze i przekąski',
      leaves: [
        {
          name: 'Ciastka', picto: 'cookie', pattern: 'Ciastka {brand} {line} {weight}', price: [3.9, 7.9], vat: 5,
          families: [{ brand: 'Delicje', lines: ['Szampańskie pomarańczowe', 'Szampańskie wiśniowe'] }, { brand: 'Jeżyki', lines: ['Classic', 'Coco'] }, { brand: 'Petitki', lines: ['Lubisie', 'Kakaowe'] }, { brand: 'Goplana', lines: ['Grześki Mini'] }],
          dims: { weight: ['147 g', { v: '300 g', k: 1.8 }, { v: '1 kg', k: 5 }] }, count: 20, colour: '#d7a86e',
        },
        {
          name: 'Czekolady i batony', picto: 'chocolate', pattern: '{kind} {brand} {line} {weight}', price: [1.5, 3.9], vat: 5,
          families: [{ brand: 'Wedel', lines: ['Gorzka 64%', 'Mleczna', 'Jedyna'] }, { brand: 'Milka', lines: ['Alpine Milk', 'Oreo'] }, { brand: 'Prince Polo', lines: ['Classic', 'XXL'] }, { brand: 'Goplana', lines: ['Grześki'] }],
          dims: { kind: ['Czekolada', 'Baton'], weight: ['35 g', { v: '100 g', k: 2.2 }] }, multiple: { n: 24, enforced: false }, packs: [{ kind: 'collective', quantity: 120, label: 'opak. zbiorcze ×120', uom: 'opak.', discount: 4 }], count: 22, colour: '#5d4037',
        },
      ],
    },
    {
      name: 'Dodatki do kawy',
      leaves: [
        {
          name: 'Mleko i śmietanka', picto: 'milk', pattern: '{kind} {brand} {fat}, {volume}', price: [2.9, 5.9], vat: 5,
          families: [{ brand: 'Łaciate', lines: [''] }, { brand: 'Mlekovita', lines: [''] }, { brand: 'Piątnica', lines: [''] }],
          // Every kind goes with every fat content and volume (no "Mleko UHT 10%, 10 × 10 g" or creamer portions by the litre).
          dims: { kind: ['Mleko UHT', 'Mleko UHT bez laktozy', { v: 'Mleko UHT BIO', k: 2.5 }], fat: ['1,5%', '2%', '3,2%'], volume: ['1 l', { v: '0,5 l', k: 0.9 }] },
          attrs: { fat: 'Zawartość tłuszczu' }, multiple: { n: 12, enforced: true }, count: 18, colour: '#90caf9',
        },
        {
          name: 'Cukier i słodziki', picto: 'sugar', pattern: '{kind} {brand} {pack}', price: [3.9, 6.9], vat: 5,
          families: [{ brand: 'Diamant', lines: [''] }, { brand: 'Królewski', lines: [''] }, { brand: 'Spinacz', lines: [''] }],
          dims: { kind: ['Cukier biały', 'Cukier trzcinowy', 'Cukier w saszetkach', 'Cukier w kostkach'], pack: ['1 kg', { v: '500 g', k: 0.6 }, { v: '1000 × 5 g', k: 8 }] },
          count: 18, colour: '#eeeeee',
        },
      ],
    },
    {
      name: 'Upominki i alkohole',
      leaves: [
        {
          // The colour goes with the grape (a line), so no "Chardonnay czerwone"; the sweetness varies.
          name: 'Wina', picto: 'wine', pattern: 'Wino {brand} {line} {kind}, 0,75 l', price: [19.9, 89], vat: 23,
          families: [
            { brand: 'Carlo Rossi', lines: ['California czerwone'] },
            { brand: 'Frontera', lines: ['Cabernet Sauvignon czerwone', 'Chardonnay białe'] },
            { brand: 'Sutter Home', lines: ['Merlot czerwone', 'Zinfandel różowe'], k: 1.3 },
            { brand: 'Kwaśne Jabłko', lines: ['Solaris białe'], k: 2.2 },
          ],
          dims: { kind: ['wytrawne', 'półwytrawne', 'półsłodkie', 'słodkie'] },
          attrs: { kind: 'Rodzaj' }, forAdults: true, count: 20, colour: '#880e4f',
        },
      ],
    },
  ],
};
