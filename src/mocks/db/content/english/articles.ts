/**
 * The blog in English: category names, each article's title and lead by its slug, and its body's
 * sections by its slug (written in english/articles-*.ts and english/blog.ts, one file per Polish one,
 * with the sections and blocks in the same order as the Polish).
 */
import type { Section } from '../blog';
import { BUYING_ARTICLES_EN } from './articles-buying';
import { ECO_ARTICLES_EN } from './articles-eco';
import { HEALTH_ARTICLES_EN } from './articles-health';
import { KITCHEN_ARTICLES_EN } from './articles-kitchen';
import { ORGANISATION_ARTICLES_EN } from './articles-organisation';
import { PRINTING_ARTICLES_EN } from './articles-printing';
import { NEWS_EN } from './blog';

export const BLOG_CATEGORY_NAMES_EN: Record<string, string> = {
  'Organizacja biura': 'Office organisation', 'Druk i papier': 'Printing and paper', 'Zdrowie i BHP': 'Health and safety',
  'Kuchnia biurowa': 'The office kitchen', 'Ekologiczne biuro': 'The green office', 'Zakupy dla firm': 'Buying for business', 'Aktualności': 'News',
};

/** [English title, English lead] by slug. */
export const ARTICLES_EN: Record<string, [title: string, lead: string]> = {
  'jak-planowac-zakupy-biurowe': ['How to plan office purchases and not overpay', 'Rush buying is usually the most expensive. We show how to plan a quarter’s office supplies and place fewer orders.'],
  'centra-kosztowe-i-limity-zakupowe': ['Cost centres and spending limits – order in the budget', 'When several departments order, spending is easy to lose track of. Cost centres with limits show who spends what – before the invoice arrives.'],
  'akceptacja-zamowien-w-firmie': ['Order approval – a workflow that does not hold up work', 'Order approval protects the budget, but set up badly it can hold up a paper delivery for a week. How to find the middle ground?'],
  'listy-zakupowe-i-zamowienia-cykliczne': ['Shopping lists and recurring orders – time saved', 'If you order the same things every month, you need not start from scratch. Shopping lists remember products and quantities, and reminders keep the dates.'],
  'e-faktura-i-ksef-w-zakupach-firmowych': ['E-invoices and KSeF – what changes in business purchasing', 'Poland’s National e-Invoice System changes how invoices are issued and received. What does it mean for purchasing and accounting?'],
  'wyprawka-szkolna-powrot-do-szkoly': ['Back to school: the school kit without the stress', 'September brings the same race for exercise books and crayons every year. A list for a primary school pupil and an idea of how companies can help working parents.'],
  'zakupy-paletowe-kiedy-sie-oplacaja': ['Buying by the pallet – when bulk buying pays off', 'A pallet of paper is hundreds of reams at the best price, but also space in the storeroom. When does buying in bulk make sense?'],
  'ekologiczne-biuro-10-zmian': ['A green office: 10 simple changes to start with', 'An environmentally friendly office needs no revolution. Ten changes you can make in a week that often cut costs too.'],
  'papier-z-recyklingu-mity-i-fakty': ['Recycled paper – myths and facts', 'Does recycled paper damage printers? Is it always grey? We take on the most common myths.'],
  'segregacja-odpadow-w-biurze': ['Sorting waste in the office – a practical guide', 'An office mostly produces paper, plastic and kitchen waste. How to place the bins so that sorting is easy for everyone?'],
  'zuzyte-tonery-i-elektronika-jak-oddac': ['Used toner and electronics – how to dispose of them legally', 'Toner must not go in the bin, nor an old monitor in the skip. How a company can get rid of such waste within the law.'],
  'baterie-czy-akumulatorki': ['Batteries or rechargeables? What pays off in the office', 'Wireless mice, keyboards, projector remotes – an office goes through batteries faster than you think. We compare the costs.'],
  'oszczedzanie-energii-w-biurze': ['Saving energy in the office – power strips, switches and habits', 'Devices on standby can use a surprising amount of power. How to cut the bills without giving up comfort?'],
  'ergonomiczne-stanowisko-pracy-10-zasad': ['An ergonomic computer workstation – 10 rules', 'Back, neck and wrist pain are the most common complaints of office workers. Ten simple rules that help avoid them.'],
  'jak-wybrac-krzeslo-biurowe': ['How to choose an office chair: the adjustments that really matter', 'An office chair is a work tool we spend hours a day on. What to look for before you order one.'],
  'oswietlenie-stanowiska-pracy': ['Lighting the workstation – how many lux does an office need?', 'Too dark tires the eyes, too bright dazzles. How to light a desk in line with the standards and common sense.'],
  'apteczka-w-firmie-obowiazki': ['The first aid kit at work – the employer’s duties and the recommended contents', 'Every workplace must provide first aid supplies. What should be in the kit and who is responsible for it?'],
  'gasnice-w-biurze': ['Fire extinguishers in the office: how many, which and where', 'An extinguisher is compulsory office equipment. How to work out how many you need and which to choose.'],
  'higiena-w-biurze-sezon-przeziebien': ['Office hygiene in the cold season', 'Autumn and winter make infections easy to catch in the office. A few simple habits and a well-stocked washroom reduce the risk.'],
  'rekawice-ochronne-przewodnik': ['Nitrile, latex or vinyl? A guide to protective gloves', 'Disposable gloves are useful in the warehouse, the kitchen and for cleaning. They differ in material, strength and price.'],
  'przerwy-w-pracy-przy-monitorze': ['Screen breaks – what the health and safety rules say', 'Employees working at a computer are entitled to an extra break. How long it is and how to use it well.'],
  'kawa-do-biura-ziarnista-mielona-czy-rozpuszczalna': ['Coffee for the office: beans, ground or instant?', 'Coffee fuels many offices. Which coffee to choose for an espresso machine, a filter machine and a kitchen without one.'],
  'ile-kawy-zamowic-do-biura': ['How much coffee to order for the office? A simple calculator', 'Too little coffee sours the team’s mood, too much loses its aroma in the cupboard. Work out what you need in three steps.'],
  'herbata-w-biurze': ['Tea in the office – black, green, fruit. Keeping everyone happy', 'There are often as many tea drinkers in an office as coffee drinkers. How to stock teas so that everyone finds something?'],
  'woda-dla-pracownikow-obowiazek-pracodawcy': ['Water for employees – the employer’s duty in practice', 'Drinking water at work is not a courtesy but a duty. When must an employer provide drinks, and how to do it conveniently?'],
  'porzadek-w-kuchni-biurowej': ['A tidy office kitchen – house rules that work', 'Forgotten yoghurts in the fridge and a pile of mugs in the sink are office kitchen classics. A few rules that keep it tidy without conflict.'],
  'poczestunek-na-spotkanie-firmowe': ['Refreshments for a business meeting – what to prepare', 'A client meeting, a training session, a board meeting – each calls for different refreshments. Ready sets to order with your office supplies.'],
  'jak-zorganizowac-biuro-krok-po-kroku': ['How to organise an office step by step', 'A well-arranged office saves time every day. Where to start when you furnish a new space or tidy up an old one.'],
  'segregator-teczka-czy-skoroszyt': ['Lever arch file, folder or report file? How to keep documents', 'Each has its use. When to choose a lever arch file, when a folder and when a report file is enough.'],
  'archiwizacja-dokumentow-w-firmie': ['Archiving company documents – retention periods and practical tips', 'How many years to keep invoices, and how many staff records? How to label boxes so you can find things years later? The main rules in one place.'],
  'porzadek-na-biurku-metoda-5s': ['A tidy desk: the 5S method in a small office', 'The 5S method was born in factories, but works just as well at a desk. Five simple steps that take one afternoon.'],
  'wyprawka-nowego-pracownika': ['A new starter’s kit: what to prepare for the first day', 'First impressions count at work too. A list of things worth preparing before a new colleague sits down at the desk.'],
  'karteczki-samoprzylepne-7-sposobow': ['Sticky notes: 7 ways to better organised work', 'Little yellow notes can do more than remind you of a phone call. Tried and tested ways to use them in the office.'],
  'dlugopis-zelopis-czy-cienkopis': ['Ballpoint, gel pen or fineliner – which for the office?', 'They differ in ink, line width and price. Which writing tool suits signing contracts, and which taking notes.'],
  'domowe-biuro-w-pracy-hybrydowej': ['The home office in hybrid work – what to keep at hand', 'Working from home two days a week is standard in many companies. How to set up a home workstation that is comfortable and safe.'],
  'gramatura-papieru-co-oznacza': ['Paper weight – what it means and which to choose', 'The number next to “g/m²” says more than it seems. Which weight suits an office printer, and which presentations and diplomas.'],
  'klasy-papieru-ksero-a-b-c': ['Copy paper classes A, B and C – what is the difference?', 'The class on a ream is not marketing. It tells you about whiteness, opacity and print quality – and so where the paper works best.'],
  'toner-oryginalny-czy-zamiennik': ['Original or compatible toner? Costs and quality compared', 'Compatibles often cost half the price of the original. When are they worth it, and when is it better to stay with the printer maker’s cartridge?'],
  'jak-znalezc-toner-do-drukarki': ['How to find the right toner for your printer: the OEM code and the device model', 'Ordering the wrong toner costs time on returns. Three ways to choose the right cartridge first time.'],
  'wydajnosc-tonera-norma-iso': ['Toner yield under the ISO standard – how to read the makers’ claims', '“Up to 3,000 pages” – but which pages? Where the numbers on toner and ink boxes come from and why practice differs.'],
  'jak-przechowywac-papier-tusze-i-tonery': ['How to store paper, ink and toner so they keep', 'A stock of consumables is convenient, as long as it does not spoil in the cupboard. A few rules that extend their life.'],
  'ile-kosztuje-wydruk-jednej-strony': ['What does printing one page really cost?', 'The printer’s price is only the start. Let us work out the cost per page with toner, drum and paper.'],
  'papier-fotograficzny-blyszczacy-matowy-satynowy': ['Photo paper: glossy, matt or satin?', 'The finish changes how a photo looks. Which photo paper to choose for a presentation, and which for framing.'],
  'formaty-kopert-c4-c5-c6-dl': ['Envelope sizes: C4, C5, C6, DL – which for what?', 'An envelope that fits the document looks professional and costs no more to post. A cheat sheet of envelope sizes.'],
  'nowe-centrum-dystrybucyjne-w-poznaniu': ['A new distribution centre in Poznań', 'We have moved our warehouse to a larger centre on ul. Głogowska – orders placed by 16:00 ship the same day.'],
  'godziny-pracy-w-okresie-swiatecznym': ['Customer service hours over the holidays', 'When to order so that it arrives before the holidays, and the opening hours of our customer service.'],
  'odbior-zuzytych-tonerow-bez-oplat': ['We collect used toner free of charge', 'On your next delivery the courier or our driver will take your used toner cartridges – just say so in the order notes.'],
  'nowa-kategoria-meble-i-ergonomia': ['New in the shop: furniture and ergonomic accessories', 'Office chairs, LED desk lamps and accessories that make a workstation more ergonomic are now in the shop.'],
};

/** The English sections of every article and news item's body, by slug. */
export const ARTICLE_SECTIONS_EN: Readonly<Record<string, Section[] | undefined>> = {
  ...ORGANISATION_ARTICLES_EN, ...PRINTING_ARTICLES_EN, ...HEALTH_ARTICLES_EN, ...KITCHEN_ARTICLES_EN, ...ECO_ARTICLES_EN, ...BUYING_ARTICLES_EN, ...NEWS_EN,
};
