/** Blog articles in English: the green office (the sections of articles-eco.ts, by slug). */
import type { Section } from '../blog';

export const ECO_ARTICLES_EN: Record<string, Section[]> = {
  'ekologiczne-biuro-10-zmian': [
    ['Paper and printing',
      ['double-sided printing as the default on every printer,', 'recycled or FSC-certified paper for internal prints,', 'remanufactured compatible toner and the return of used cartridges,', 'electronic signatures instead of printing contracts to sign.']],
    ['Kitchen and washroom',
      ['mugs and glasses instead of disposable cups,', 'paper towels made from recycled paper,', 'cleaning products with eco certificates.']],
    ['Energy and waste',
      'Power strips with a switch let you turn off a whole workstation in one go. Labelled recycling bins in the kitchen and by the printer, and a box for used batteries, complete the list of ten changes.',
      'Products marked “Eco” are in the shop under Eco products.'],
  ],
  'papier-z-recyklingu-mity-i-fakty': [
    ['Myth: recycled paper sheds dust and jams printers',
      'Modern recycled paper is made to the same standards as paper from virgin fibres. Good recycled paper is declared suitable for laser and inkjet printers and for high-speed copiers.'],
    ['Myth: it is always grey',
      'Recycled paper comes in different degrees of whiteness – from a natural cream to white comparable with class B paper. The choice depends on the use: for internal prints the shade does not matter.'],
    ['Facts worth knowing',
      ['making paper from recycled fibre uses less water and energy,', 'certificates such as Blauer Engel or the EU Ecolabel confirm its environmental credentials,', 'FSC-certified paper need not be recycled – the label means responsible forest management.']],
  ],
  'segregacja-odpadow-w-biurze': [
    ['Five streams',
      ['blue – paper and cardboard (no thermal receipts or greasy paper),', 'yellow – metals and plastics,', 'green – glass,', 'brown – biodegradable kitchen waste,', 'black – mixed waste.']],
    ['Where to put the bins',
      'A paper bin by every printer and in the desk area, a full set in the kitchen. By individual desks, small paper bins are enough – we produce most other waste in the kitchen anyway.'],
    ['Special waste',
      'Used toner, batteries and small electronics do not go in the bins. It is worth keeping a separate, labelled box for them and handing them in at collection points or to your supplier with the next delivery.'],
  ],
  'zuzyte-tonery-i-elektronika-jak-oddac': [
    ['Toner and ink',
      'Used cartridges are waste that a company must hand over to an authorised collector. The simplest way is to give them to your supplier – we collect used toner free of charge with your next delivery. The waste transfer note is recorded in the BDO (Poland’s waste database) system.'],
    ['Electrical and electronic equipment',
      ['when you buy a new device, the shop takes back an old device of the same kind,', 'large amounts of equipment are collected by companies that process electronic waste,', 'before handing over computers and printers with hard drives, delete the data.']],
    ['Batteries',
      'Shops that sell batteries must take back used portable batteries. A battery box in the office, emptied once a quarter, is the simplest solution. You will find the details on the <a href="/en/disposal">Disposal</a> page.'],
  ],
  'baterie-czy-akumulatorki': [
    ['Where alkaline batteries work well',
      'In low-drain devices – remotes, clocks, calculators – an alkaline battery lasts months or even years. Rechargeables slowly discharge on their own, so they have no advantage here.'],
    ['Where rechargeables win',
      ['wireless mice and keyboards used every day,', 'wireless microphones in meeting rooms,', 'torches and measuring devices in the warehouse.'],
      'A NiMH rechargeable lasts several hundred charging cycles. In daily use it pays for itself after a few replacements.'],
    ['Used batteries',
      'Whichever you choose, used batteries and rechargeables go to a collection point. A box in the office reminds all employees to do so.'],
  ],
  'oszczedzanie-energii-w-biurze': [
    ['Standby',
      'A monitor, speakers, chargers and a desk printer on standby each draw a few watts. Across an office and a year that adds up to hundreds of kilowatt hours. A power strip with a switch lets you cut everything off with one button.'],
    ['Simple changes',
      ['computers set to sleep after 15 minutes of inactivity,', 'multifunction printers with an energy-saving mode,', 'LED lighting and motion sensors in corridors and toilets,', 'a kettle that boils only as much water as you need.']],
    ['The team is what counts',
      'The best devices achieve nothing without the habits. A short reminder by the door – “switch off the power strip, turn off the light” – works surprisingly well.'],
  ],
};
