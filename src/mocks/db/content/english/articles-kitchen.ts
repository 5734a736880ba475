/** Blog articles in English: the office kitchen (the sections of articles-kitchen.ts, by slug). */
import type { Section } from '../blog';

export const KITCHEN_ARTICLES_EN: Record<string, Section[]> = {
  'kawa-do-biura-ziarnista-mielona-czy-rozpuszczalna': [
    ['Bean-to-cup machine – coffee beans',
      'A machine that grinds the beans itself gives the best taste. For the office, choose arabica and robusta blends – they have more caffeine and a better crema, and with heavy use they are cheaper than pure arabica. A 1 kg bag makes about 130 espressos.'],
    ['Filter machine or moka pot – ground coffee',
      'Ground coffee works well in filter machines, moka pots and cafetières. Once opened it quickly loses its aroma, so it is better to buy smaller packs, 250–500 g, and keep them tightly closed.'],
    ['No machine – instant',
      ['the quickest to make and the least trouble,', 'good for small offices and meeting rooms,', 'worth having a decaffeinated version too.'],
      'In most offices a combination works best: beans for the kitchen machine and instant for meetings.'],
  ],
  'ile-kawy-zamowic-do-biura': [
    ['Step 1: count the cups',
      'Assume an average of two coffees a day per coffee drinker. A team of 10, of whom 8 drink coffee, means about 16 cups a day and 350 a month (22 working days).'],
    ['Step 2: convert to kilograms',
      ['an espresso takes 7–8 g of coffee,', 'filter coffee – about 10 g a cup,', '1 kg of beans makes 125–140 espressos.'],
      'For our example that is about 2.5–3 kg of coffee beans a month.'],
    ['Step 3: the extras',
      'Coffee also needs milk or cream, sugar and sweetener. UHT milk in portions is handy for meetings, while a 1 l carton is better in the kitchen. If you order regularly, set up a shopping list with the coffee and extras – once a month you just confirm it.'],
  ],
  'herbata-w-biurze': [
    ['The basic set',
      ['black tea bags – the most popular choice,', 'green – for people who avoid strong brews,', 'fruit or herbal – caffeine-free, good in the afternoon,', 'Earl Grey – a classic for meetings.']],
    ['How much tea to order',
      'A pack of 100 black tea bags usually lasts a team of five a month. Smaller packs are enough for flavoured teas – a few kinds each, so that there is a choice.'],
    ['Water matters',
      'Tea made with hard water gets a film on top and tastes worse. A filter jug or bottled water for the kettle clearly improves the taste of the brew, and the kettle needs descaling less often.'],
  ],
  'woda-dla-pracownikow-obowiazek-pracodawcy': [
    ['What the law says',
      'An employer must provide employees with drinking water. In addition, when the temperature indoors exceeds 28°C (25°C outdoors), employees are entitled to cold drinks, and when working in the cold – to hot drinks.'],
    ['Ways to provide water',
      ['bottled water – simple logistics, easy to order together with office supplies,', 'a water cooler with large bottles – convenient in a big office,', 'filter jugs by the tap – cheap, but someone has to keep changing the filters.']],
    ['How much water to order',
      'Assume about 1.5 litres a day per person in summer and 1 litre in the other months. For a team of 10 that is 15–20 packs of 12 × 0.5 l bottles a month, or several dozen 1.5 l bottles. Water in glass bottles is covered by the deposit return scheme – we add the deposit to the price and refund it when the bottles are returned.'],
  ],
  'porzadek-w-kuchni-biurowej': [
    ['Short house rules',
      ['everyone washes their mug straight away or puts it in the dishwasher,', 'the fridge is cleaned every Friday – labelled food stays, the rest does not,', 'the last person out switches off the coffee machine and the kettle,', 'rubbish is sorted into labelled bins.']],
    ['A stock of cleaning products',
      'The kitchen should always have washing-up liquid, sponges, microfibre cloths, paper towels, bin bags in several colours and dishwasher tablets. Ordered together with the coffee and tea, they take up nobody’s time.'],
    ['A rota instead of complaints',
      'A rota – a week per person or per team – works better than notes full of exclamation marks. A timetable on the fridge reminds everyone who is keeping things tidy this week.'],
  ],
  'poczestunek-na-spotkanie-firmowe': [
    ['A client meeting (up to 6 people)',
      ['sparkling and still water in glass bottles,', 'coffee, tea, milk portions, sugar,', 'a plate of shortbread biscuits.']],
    ['An all-day training session (15–20 people)',
      'For a whole day, allow 1.5 l of water per person, two or three coffees or teas and snacks for the breaks: biscuits, cereal bars, fruit. Juice in 1 l cartons is cheaper than small bottles, but needs cups.'],
    ['What to watch out for',
      'Ask the participants about allergies and diets – it is worth having a few gluten-free and sugar-free snacks. For orders delivered on the day of the meeting, order with a day to spare.'],
  ],
};
