/** Text pages of the shop in English (same keys as the Polish ones). */
import { contactPhone, contactTexts, SHOP_CONTACT } from '../../../domain/shopContact';
import { mailLinkHtml, phoneLinkHtml } from './contactHtml';
import type { TextPageSource } from './pages';

const PHONE = phoneLinkHtml('en');
const MAIL = mailLinkHtml(SHOP_CONTACT.email);
const { callPrice, hoursShort, hoursLong } = contactTexts('en');

export const PAGES_EN: Record<string, TextPageSource> = {
  'sposoby-platnosci': {
    title: 'Payment methods',
    description: 'Deferred bank transfer for companies, prepayment, payment card and BLIK – how to pay for your order at Spinacz.',
    content: `
<p>At Spinacz you pay the way that suits you. The available methods depend on your account – verified companies can pay by bank transfer with a deferred due date.</p>
<h2>Online payments</h2>
<ul>
  <li><strong>BLIK</strong> – a code from your banking app, booked immediately.</li>
  <li><strong>Payment card</strong> – Visa and Mastercard, company cards included. Payments are handled by an external operator; we never store card data.</li>
</ul>
<p>Orders paid online are processed as soon as the payment is booked. If a payment fails, you can retry it from the order details in your account.</p>
<h2>Prepayment</h2>
<p>After placing the order you receive an e-mail with our bank account number and the amount due. Please put the order number in the transfer title. We ship once the payment is booked, usually within one working day. Unpaid orders are cancelled after 7 days.</p>
<h2>Deferred bank transfer</h2>
<p>Companies with an order history can pay by bank transfer <strong>14 or 30 days</strong> after the invoice date. The due date and credit limit are agreed individually – contact your account manager or customer service.</p>
<h2>Invoices</h2>
<p>Every order comes with a VAT invoice, available as a PDF in your account under <em>Invoices</em>. Customers who agreed to e-invoicing receive invoices in electronic form only.</p>
<h2>Questions?</h2>
<p>Call ${PHONE} (${callPrice}), ${hoursLong}, or write to ${MAIL}.</p>`,
  },
  'zwroty-i-reklamacje': {
    title: 'Returns and complaints',
    description: 'How to return goods or file a complaint at Spinacz: deadlines, the form in your account, courier pick-up.',
    content: `
<p>We want every order to arrive complete and in good condition. If something went wrong, you can report a return or complaint in a few minutes in your account, under <em>Complaints and returns</em>.</p>
<h2>Returns</h2>
<p>Consumers and sole traders with consumer rights may withdraw from the contract without giving a reason within <strong>14 days</strong> of receiving the goods. Business customers are welcome to contact us – we accept returns of undamaged products from the current range within 30 days.</p>
<ul>
  <li>Goods should be unused and in the original packaging.</li>
  <li>Made-to-order products, opened groceries and opened hygiene products cannot be returned.</li>
  <li>We refund within 14 days of receiving the return, using the original payment method.</li>
</ul>
<h2>Complaints</h2>
<p>If a product is damaged or not what you ordered, file a complaint in your account: choose the order or document, select the products, describe the problem and attach photos. We handle complaints within <strong>14 days</strong>.</p>
<ul>
  <li>Report transport damage on delivery, in the courier's damage report if possible.</li>
  <li>For a toner complaint, give the printer model and attach a sample printout.</li>
  <li>Devices under the manufacturer's warranty can also be reported directly to the service centre listed on the warranty card.</li>
</ul>
<h2>Pick-up</h2>
<p>Once your report is accepted we book a courier to collect the parcel from your address. We cover the cost of collecting goods under complaint.</p>
<h2>Contact</h2>
<p>Customer service: ${PHONE} (${callPrice}), ${hoursShort}, ${MAIL}.</p>`,
  },
  'warunki-dostaw': {
    title: 'Delivery terms',
    description: 'Free delivery from PLN 250 net. DPD courier, Spinacz transport, InPost parcel lockers and personal pick-up in Poznań.',
    content: `
<p>Orders placed on working days by <strong>16:00</strong> are shipped the same day. Most parcels arrive the next working day.</p>
<h2>Delivery cost</h2>
<ul>
  <li><strong>Free delivery</strong> for orders from <strong>PLN 250 net</strong> (PLN 307.50 gross).</li>
  <li>Below the threshold delivery costs PLN 14.99 net.</li>
  <li>Personal pick-up is always free.</li>
</ul>
<h2>Delivery methods</h2>
<ul>
  <li><strong>DPD courier</strong> – delivery to your address anywhere in Poland, usually within 1 working day.</li>
  <li><strong>Spinacz transport</strong> – our own drivers in and around Poznań, carried into your office.</li>
  <li><strong>InPost parcel locker</strong> – for smaller parcels up to 25 kg.</li>
  <li><strong>Personal pick-up</strong> – Poznań, ul. Głogowska 218, Mon–Fri 8:00–16:00, once we let you know the order is ready.</li>
</ul>
<h2>Pallets and bulky goods</h2>
<p>Pallet orders are delivered within 2–3 working days by a lorry with a tail lift. Please tell us in the order notes if there is no loading dock or access is restricted.</p>
<h2>Delivery on a chosen day</h2>
<p>Business customers can choose a delivery day at checkout. If the chosen day is not available, we suggest the nearest possible one.</p>
<h2>Receiving the parcel</h2>
<p>Check the parcel on delivery. Report any damage to the courier and have a damage report written – it speeds up the complaint.</p>`,
  },
  'regulamin-sklepu': {
    title: 'Terms and conditions',
    description: 'Terms and conditions of the Spinacz online shop: ordering, payment, delivery, returns and complaints.',
    content: `
<h2>§1. General</h2>
<p>The Spinacz online shop is run by Spinacz sp. z o.o., ul. Głogowska 218, 60-104 Poznań, Poland, entered in the National Court Register under KRS 0000512345, tax id (NIP) 7792134581, share capital PLN 500,000. These terms govern the use of the shop and distance sales contracts.</p>
<h2>§2. Customer account</h2>
<ol>
  <li>You can shop as a guest or with an account.</li>
  <li>A company account can have many users with different permissions, cost centres and spending limits.</li>
  <li>You are responsible for keeping your password confidential. You can close your account at any time by contacting customer service.</li>
</ol>
<h2>§3. Orders and prices</h2>
<ol>
  <li>Prices are given in Polish złoty, net and gross. A deposit is added to products covered by the deposit return system.</li>
  <li>The contract is concluded when we confirm the order for processing.</li>
  <li>For discounted products we show the lowest price from the 30 days before the discount.</li>
  <li>Some products are sold in multiples of a pack – the required quantity is shown on the product page.</li>
</ol>
<h2>§4. Payment and delivery</h2>
<p>Payment methods are described on the <a href="/en/payment-methods">Payment methods</a> page, delivery methods, costs and times on the <a href="/en/delivery-terms">Delivery terms</a> page.</p>
<h2>§5. Withdrawal, returns and complaints</h2>
<p>Consumers may withdraw from the contract within 14 days without giving a reason. The seller is liable to consumers for non-conformity of goods under the Polish Consumer Rights Act. Details are on the <a href="/en/returns-and-complaints">Returns and complaints</a> page.</p>
<h2>§6. Products for adults</h2>
<p>Alcoholic beverages are sold to adults only. By adding such a product to the cart the buyer confirms being at least 18 years old.</p>
<h2>§7. Personal data</h2>
<p>How we process personal data is described in the <a href="/en/privacy-policy">Privacy policy</a>.</p>
<h2>§8. Final provisions</h2>
<p>Polish law applies to matters not covered by these terms. Disputes with consumers may be settled out of court, including by a consumer arbitration court or a consumer ombudsman.</p>`,
  },
  kontakt: {
    title: 'Contact',
    description: `Spinacz customer service: phone ${contactPhone('en')} (${callPrice}), ${hoursShort}, e-mail ${SHOP_CONTACT.email} and chat.`,
    content: `
<p>We are happy to help with an order, choosing a toner, an invoice or a complaint.</p>
<h2>Customer service</h2>
<ul>
  <li>Phone: ${PHONE} – ${callPrice}</li>
  <li>E-mail: ${MAIL}</li>
  <li>Chat on the website – the button in the bottom right corner</li>
  <li>Opening hours: ${hoursLong}</li>
</ul>
<p>We answer e-mails within one working day.</p>
<h2>Business customers</h2>
<p>Companies with a business account have a dedicated account manager – you will find their details on your account dashboard. They prepare individual offers, agree payment terms and help set up cost centres.</p>
<h2>Pick-up point</h2>
<p>Spinacz sp. z o.o.<br>ul. Głogowska 218<br>60-104 Poznań, Poland<br>open Monday to Friday, 8:00–16:00</p>
<h2>Company details</h2>
<p>Spinacz sp. z o.o., tax id (NIP) 7792134581, KRS 0000512345.</p>`,
  },
  'polityka-prywatnosci': {
    title: 'Privacy policy',
    description: 'How the Spinacz shop processes personal data and uses cookies. Your rights and the controller’s contact details.',
    content: `
<h2>Data controller</h2>
<p>The controller of your personal data is Spinacz sp. z o.o., ul. Głogowska 218, 60-104 Poznań, Poland. For data protection matters write to ${mailLinkHtml(SHOP_CONTACT.privacyEmail)}.</p>
<h2>Purposes and legal bases</h2>
<ul>
  <li>processing orders and running your account – performance of a contract (Art. 6(1)(b) GDPR),</li>
  <li>issuing invoices and bookkeeping – legal obligation (Art. 6(1)(c) GDPR),</li>
  <li>handling complaints and claims – legitimate interest (Art. 6(1)(f) GDPR),</li>
  <li>newsletter and marketing – your consent (Art. 6(1)(a) GDPR), which you may withdraw at any time.</li>
</ul>
<h2>Recipients</h2>
<p>We share data with companies that help us fulfil orders: carriers, payment operators, our accounting system and IT service providers. We never sell personal data.</p>
<h2>Retention</h2>
<p>Order data is kept for the period required by tax law (5 years from the end of the tax year), account data until the account is closed, newsletter data until consent is withdrawn.</p>
<h2>Your rights</h2>
<p>You have the right to access, rectify and erase your data, to restrict processing, to data portability and to object. You may also lodge a complaint with the President of the Personal Data Protection Office (UODO).</p>
<h2>Cookies</h2>
<p>We use cookies necessary for the shop to work (login, cart, net/gross price setting). Analytics and marketing cookies and the website chat are only enabled with your consent, which you can change at any time in the cookie settings.</p>`,
  },
  'deklaracja-dostepnosci': {
    title: 'Accessibility statement',
    description: 'Accessibility statement of the Spinacz online shop: WCAG 2.1 AA conformance, known limitations and accessibility contact.',
    content: `
<p>Spinacz sp. z o.o. is committed to making its online shop accessible in line with the European Accessibility Act and WCAG 2.1 level AA.</p>
<h2>Compliance status</h2>
<p>The shop is <strong>partially compliant</strong> with WCAG 2.1 AA. We test the website regularly, automatically and by hand, including with a screen reader and with the keyboard only.</p>
<h2>Accessibility features</h2>
<ul>
  <li>the whole shop can be used with a keyboard, with a visible focus,</li>
  <li>a “Skip to content” link at the start of every page,</li>
  <li>text alternatives for product pictures,</li>
  <li>text contrast meeting level AA,</li>
  <li>the page can be zoomed to 200% without loss of content.</li>
</ul>
<h2>Known limitations</h2>
<ul>
  <li>review widgets of external services are not fully accessible – we do not control their code,</li>
  <li>some archived PDF files (invoices issued before 2024) lack a structure readable by screen readers.</li>
</ul>
<h2>Feedback and contact</h2>
<p>If you run into an accessibility problem, write to ${mailLinkHtml(SHOP_CONTACT.accessibilityEmail)} or call ${PHONE} (${hoursShort}). We reply within 7 days and, on request, provide information in an accessible format such as a plain text file.</p>
<p>This statement is based on a self-assessment and was updated this year.</p>`,
  },
  utylizacja: {
    title: 'Disposal',
    description: 'Free collection of used toners, battery and electronics take-back. How to hand over office waste at Spinacz.',
    content: `
<p>We help companies dispose of office waste lawfully. We are registered in the Polish waste database (BDO) under number 000123456.</p>
<h2>Used toners and ink</h2>
<p>We collect used toners, drums and ink cartridges <strong>free of charge</strong>, wherever they were bought.</p>
<ol>
  <li>Pack the cartridges in a box – ideally in plastic bags so that no toner spills.</li>
  <li>With your next order, write “toner pick-up” in the order notes.</li>
  <li>The courier or our driver takes the box on delivery. On request we issue a waste transfer note in BDO.</li>
</ol>
<h2>Waste electrical and electronic equipment</h2>
<p>When you buy a new device we take back a used device of the same kind, up to the number bought (for example an old shredder when buying a new one). Used equipment must not be thrown away with other waste – the crossed-out bin symbol on the product is a reminder.</p>
<h2>Batteries</h2>
<p>Used portable batteries can be handed in at our pick-up point in Poznań or given to the driver on delivery, whatever the brand and wherever they were bought.</p>
<h2>Packaging and pallets</h2>
<p>EUR pallets in good condition are collected with your next pallet delivery. Cardboard boxes go into paper and cardboard bins.</p>
<h2>Deposit bottles</h2>
<p>Packaging covered by the deposit return system can be returned at collection points – the deposit added to the product price is refunded when the packaging is returned.</p>`,
  },
};
