/** The shop's news in English (the sections of NEWS in blog.ts, by slug). */
import { contactTexts } from '../../../../domain/shopContact';
import type { Section } from '../blog';

export const NEWS_EN: Record<string, Section[]> = {
  'nowe-centrum-dystrybucyjne-w-poznaniu': [
    ['More space, shorter lead times',
      'The new centre has more than 12,000 m² of storage space. This lets us keep more product lines in stock, and orders placed on working days by 16:00 leave us the same day.',
      ['order picking in two shifts,', 'a separate area for goods sold by the pallet,', 'a collection point open on working days 8:00–16:00.']],
    ['What changes for customers',
      'The address for returns and complaints stays the same. Customers who collect their goods in person are welcome at the new address: ul. Głogowska 218, 60-104 Poznań.'],
  ],
  'godziny-pracy-w-okresie-swiatecznym': [
    ['Order deadlines',
      'Orders placed by 12:00 on 20 December will be delivered before the holidays. Please place pallet orders by 17 December.'],
    ['Customer service',
      `From 24 to 26 December and on 1 January customer service is closed. On all other working days we work as usual, ${contactTexts('en').hoursLong}.`],
  ],
  'odbior-zuzytych-tonerow-bez-oplat': [
    ['How it works',
      'Pack your used toner cartridges and drums in a box (ideally in their original packaging or plastic bags) and write “toner collection” in the order notes. We will pass them on for recycling to a company listed in the BDO register (Poland’s waste database).',
      'You will find the details on the <a href="/en/disposal">Disposal</a> page.'],
  ],
  'nowa-kategoria-meble-i-ergonomia': [
    ['What you will find in the new category',
      ['office chairs and swivel chairs from Polish makers, fully adjustable,', 'LED desk lamps with adjustable light colour,', 'footrests, monitor stands and gel pads.'],
      'We deliver chairs assembled or boxed with instructions – depending on the model.'],
  ],
};
