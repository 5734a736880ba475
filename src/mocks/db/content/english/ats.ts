/**
 * The ATS content pages in English: the title and intro of each page of ../ats.ts, by its Polish
 * `query` (the slug and the phrase the product search matches stay Polish in both languages).
 * The intro has the HTML structure of the Polish one.
 */
import type { AtsSource } from '../ats';

export type AtsText = Pick<AtsSource, 'title' | 'intro'>;

export const ATS_PAGES_EN: Record<string, AtsText> = {
  'papier ksero': { title: 'A4 and A3 copy paper', intro: '<p>Copy paper for laser and inkjet printers and copiers – from economical 75 g/m² paper to class A paper for documents that go to your clients.</p><p>Buy by the box or by the pallet and you pay less per ream. <strong>Free delivery from PLN 250 net.</strong></p>' },
  'toner hp': { title: 'HP toners – original and compatible', intro: '<p>Toners for HP LaserJet printers: original HP cartridges and proven compatibles with yields measured to the ISO standard.</p><p>Not sure which toner fits? Type the code from the cartridge (e.g. CF259A) or choose your printer model in the toner finder.</p>' },
  'toner brother': { title: 'Brother toners', intro: '<p>Toners and drums for Brother HL, DCP and MFC printers – originals and compatibles at a lower price.</p><p>Remember that in many Brother printers the drum is replaced separately, and less often than the toner.</p>' },
  'toner canon': { title: 'Canon toners', intro: '<p>Toner cartridges for Canon i-SENSYS printers and drums for multifunction devices.</p><p>Check the CRG code on your cartridge and compare the original with a compatible.</p>' },
  'tusz hp': { title: 'HP ink cartridges', intro: '<p>Ink cartridges for HP DeskJet and OfficeJet printers – black and colour, in standard and high-yield versions.</p>' },
  'tusz epson': { title: 'Epson ink', intro: '<p>Ink for Epson Expression, WorkForce and EcoTank printers. Originals and compatibles in colour sets.</p>' },
  'długopisy': { title: 'Pens for the office', intro: '<p>Classic, gel and retractable ballpoint pens – from inexpensive models for the reception desk to elegant pens to give as gifts.</p><p>We also sell most pens in packs of 10–12.</p>' },
  'zakreślacze': { title: 'Highlighters', intro: '<p>Fluorescent and pastel highlighters, individually and in sets. The chisel tip draws both thin and thick lines.</p>' },
  'krzesło biurowe': { title: 'Office chairs', intro: '<p>Office chairs and executive chairs with adjustable height, backrest and armrests – meeting the health and safety requirements for computer workstations.</p><p>Choose the upholstery for your office: mesh for airflow, fabric for durability, faux leather for easy cleaning.</p>' },
  'lampka biurkowa': { title: 'LED desk lamps', intro: '<p>LED desk lamps with adjustable brightness and colour temperature. Make sure your desk gets 500 lux, as the standard for office workstations requires.</p>' },
  'segregatory': { title: 'Lever arch files', intro: '<p>A4 and A5 lever arch files with 50 and 75 mm spines, in many colours. Polish manufacturers and well-known office brands.</p><p>A 75 mm lever arch file holds about 500 sheets of 80 g/m² paper.</p>' },
  'teczki': { title: 'Document folders', intro: '<p>Folders with an elastic closure, ties or a handle – in card and plastic, in colours that make it easier to keep documents in order.</p>' },
  'karteczki samoprzylepne': { title: 'Sticky notes', intro: '<p>Sticky notes in the classic 76 × 76 mm format, in neon colours and in larger sizes for task boards.</p>' },
  'zeszyty': { title: 'Exercise books and notebooks', intro: '<p>A4 and A5 exercise books – squared, lined and plain – as well as spiral notebooks for meeting notes.</p>' },
  'koperty': { title: 'Envelopes', intro: '<p>C4, C5, C6, DL and B4 envelopes – white and brown, peel-and-seal and self-seal, with or without a window.</p><p>For larger mailings, choose packs of 500 or 1,000.</p>' },
  'etykiety samoprzylepne': { title: 'Self-adhesive labels', intro: '<p>Labels on A4 sheets for laser and inkjet printers – for addresses, for shipping and for labelling lever arch files.</p>' },
  'zszywacz': { title: 'Staplers', intro: '<p>Office staplers for 20, 30 and 50 sheets, and staples in the popular 24/6 and 26/6 sizes.</p>' },
  'kawa': { title: 'Coffee for the office', intro: '<p>Coffee beans for bean-to-cup machines, ground coffee for filter machines and instant coffee for meetings.</p><p>One 1 kg bag of beans makes about 130 cups of espresso.</p>' },
  'kawa ziarnista': { title: 'Coffee beans', intro: '<p>Coffee beans for espresso machines – arabica and robusta blends from Italian and Polish roasters, in 500 g and 1 kg bags.</p>' },
  'herbata': { title: 'Tea', intro: '<p>Black, green, fruit and herbal tea in bags – for the whole team and for meetings with clients.</p>' },
  'woda mineralna': { title: 'Mineral water', intro: '<p>Still and sparkling water in shrink-wrapped packs of 0.5 l and 1.5 l bottles, and in glass bottles for meetings.</p><p>Water in returnable packaging carries a deposit, which you get back when you return the bottles.</p>' },
  'papier toaletowy': { title: 'Toilet paper', intro: '<p>Toilet paper for offices and other premises – small rolls and jumbo rolls for dispensers, 2-ply and 3-ply.</p>' },
  'ręczniki papierowe': { title: 'Paper towels', intro: '<p>Paper towels on rolls and ZZ-fold towels for dispensers – white, green and made from recycled paper.</p>' },
  'worki na śmieci': { title: 'Bin bags', intro: '<p>35–120 l bin bags in the colours used for sorting waste: blue, yellow, green, brown and black.</p>' },
  'płyn do naczyń': { title: 'Washing-up liquids', intro: '<p>Washing-up liquids for the office kitchen – in bottles and in economical 5 l containers.</p>' },
  'żel antybakteryjny': { title: 'Antibacterial hand gels', intro: '<p>Hand sanitising gels and liquids – for dispensers at the entrance, in meeting rooms and in the kitchen.</p>' },
  'rękawice nitrylowe': { title: 'Nitrile gloves', intro: '<p>Disposable nitrile gloves – powder-free, puncture-resistant and hypoallergenic. Boxes of 100 in sizes S–XL.</p>' },
  'apteczka': { title: 'First aid kits', intro: '<p>Workplace and car first aid kits equipped to DIN standards. Top up your plasters and dressings too.</p>' },
  'gaśnica': { title: 'Fire extinguishers', intro: '<p>Powder, CO₂ and water-based fire extinguishers for offices, warehouses and cars – with a bracket and instructions.</p>' },
  'baterie': { title: 'Batteries', intro: '<p>AA and AAA alkaline batteries for mice, keyboards and remote controls, as well as rechargeable batteries.</p><p>We will collect your used batteries with your next delivery.</p>' },
  'mysz bezprzewodowa': { title: 'Wireless mice', intro: '<p>Wireless mice for work in the office and at home – ergonomic, quiet and with a long battery life.</p>' },
  'pendrive': { title: 'USB flash drives', intro: '<p>USB flash drives from 16 to 256 GB, to the USB 3.2 standard – for carrying documents and keeping backups.</p>' },
  'niszczarka': { title: 'Shredders', intro: '<p>Strip-cut and cross-cut office shredders with P-4 and P-5 security levels for documents containing personal data.</p>' },
  'kalkulator': { title: 'Calculators', intro: '<p>Office, scientific and printing calculators – for accounting, the warehouse and school.</p>' },
};
