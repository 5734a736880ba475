/** Blog articles in English: buying for a company (the sections of articles-buying.ts, by slug). */
import type { Section } from '../blog';

export const BUYING_ARTICLES_EN: Record<string, Section[]> = {
  'jak-planowac-zakupy-biurowe': [
    ['Know what you use',
      'Your order history from the last 12 months shows what you buy and in what quantities. In your business account you will find a list of frequently bought products – a ready basis for a plan.',
      ['paper – how many reams a month,', 'toner – how many cartridges for each printer per quarter,', 'coffee, tea, water – weekly use,', 'cleaning products – monthly use.']],
    ['Fewer but larger orders',
      'Every order takes the time of the person ordering, a delivery to receive and an invoice to book. Ordering once a fortnight instead of several times a week saves time and makes it easier to pass the free delivery threshold – PLN 250 net.'],
    ['Multipacks and pallets',
      'For products you use a lot of – paper, water, paper towels – it pays to buy in multipacks. The discount for a carton or a pallet can reach a dozen or so per cent of the unit price.'],
  ],
  'centra-kosztowe-i-limity-zakupowe': [
    ['What a cost centre is',
      'A cost centre is where costs arise – a department, a project, a location. Every order assigned to a cost centre goes into a separate summary, and the accounts team does not have to split invoices by hand.'],
    ['Hard and soft limits',
      ['hard limit – orders over the limit are blocked,', 'limit with approval – an order over the limit goes to an approver,', 'no limit – the centre only collects costs.'],
      'Limits are counted monthly. The basket shows how much is left to spend in a given centre.'],
    ['How to start',
      'Start with a few centres – for example administration, marketing, IT, production – and limits based on spending in recent months. After a quarter they are easy to adjust.'],
  ],
  'akceptacja-zamowien-w-firmie': [
    ['Who needs approval',
      'Not every order needs a manager’s consent. Good practice is to require approval only for orders that exceed the cost centre’s limit or are placed by new users.'],
    ['A fast track for the approver',
      ['an e-mail notification of an order awaiting approval,', 'a counter of pending orders in the account menu,', 'the option to edit quantities before approving,', 'rejection with a comment for the person who ordered.']],
    ['Cover',
      'The most common problem is the approver’s holiday. Appoint at least two people with approval rights – then orders do not wait when one of them is away.'],
  ],
  'listy-zakupowe-i-zamowienia-cykliczne': [
    ['A list for every occasion',
      ['“Kitchen – weekly”: coffee, milk, tea, sugar,', '“Printers – quarterly”: toner for every device,', '“New starter”: a starter set of office supplies,', '“Cleaning – monthly”: bin bags, towels, liquids.']],
    ['Reminders',
      'You can set a cycle for a list – weekly, monthly, quarterly. On the day of the reminder, just look through the list, correct the quantities and add it to the basket with one click.'],
    ['A list for guests',
      'You can keep a shopping list without logging in, too – it is then saved in your browser. Once you have created an account, it is worth moving it there so that it is available on every computer.'],
  ],
  'e-faktura-i-ksef-w-zakupach-firmowych': [
    ['What KSeF is',
      'KSeF (the National e-Invoice System) is the state system through which structured invoices are issued and received. The obligation to use it comes into force in stages in 2026 – first for the largest companies, then for all other taxpayers.'],
    ['What changes for the buyer',
      ['invoices go to KSeF, not to an e-mail inbox,', 'the KSeF number becomes the invoice’s identifier,', 'corrections are also issued in the system,', 'a PDF view of the invoice is still available in your shop account.']],
    ['How to prepare',
      'Check that your accounting system fetches invoices from KSeF, and decide who in the company is authorised to receive them. In your Spinacz account, consent to e-invoices is shown in the company settings.'],
  ],
  'wyprawka-szkolna-powrot-do-szkoly': [
    ['A list for the pupil',
      ['A5 exercise books, squared and lined, 16–60 sheets,', 'a pencil case with pens, HB and 2B pencils, a rubber and a sharpener,', 'a glue stick and round-ended scissors,', 'an elasticated folder for tests,', 'a drawing pad and crayons.']],
    ['How to buy for less',
      'Exercise books and pencils in multipacks are clearly cheaper than single items. Parents from one class can order together and share the delivery costs – or pass the free delivery threshold.'],
    ['The school kit as a benefit',
      'More and more companies prepare school kits for working parents as a small benefit. Ordering one shopping list with delivery to the office takes HR a few minutes.'],
  ],
  'zakupy-paletowe-kiedy-sie-oplacaja': [
    ['What you can buy by the pallet',
      ['copy paper – typically 200–240 reams to a pallet,', 'mineral water in shrink-wrapped packs,', 'paper towels and toilet roll,', 'bin bags and cleaning products in large packs.']],
    ['When it pays off',
      'Buying by the pallet pays off when several months’ use fits on one pallet and the company has a dry place to store it. The pallet discount usually outweighs the cost of storage, especially for paper.'],
    ['Pallet delivery',
      'We deliver pallets by lorry with a tail lift or with a pallet truck. Delivery usually takes 2–3 working days. In the order it is worth saying whether there is a loading dock at the address and whether the driver can drive onto the premises.'],
  ],
};
