/**
 * What the demo API says to a user, in the user's language: refusals (the `message` of a 4xx),
 * notes of a change and the notifications it leaves come in English for an English request — the
 * same operations asked in Polish still answer in Polish.
 */
import readXlsxFile from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_USER_MESSAGES } from '../../src/domain/companyUser';
import { costCentreMessage } from '../../src/domain/costCentre';
import { DATE_RANGE_MESSAGES } from '../../src/domain/dateRange';
import { DELIVERY_DATE_MESSAGES, polishHolidays } from '../../src/domain/deliveryDate';
import { LIST_REMINDER_MESSAGES } from '../../src/domain/shoppingListReminder';
import { VALIDATION_MESSAGES } from '../../src/domain/validation';
import { addQuickOrderToCurrentCart, addToCurrentCart, applyPromoCode, updateCurrentCartItem } from '../../src/generated/api/cart/cart';
import { placeOrder } from '../../src/generated/api/checkout/checkout';
import { createOfferRequest, createReport, getReports } from '../../src/generated/api/content-and-reports/content-and-reports';
import { createCompanyUser, getCostCenters, getNotifications } from '../../src/generated/api/account/account';
import { acceptSalesOrder, rejectSalesOrder } from '../../src/generated/api/lists/lists';
import { getProduct } from '../../src/generated/api/search-and-products/search-and-products';
import { getSeed } from '../../src/mocks';
import { CUSTOMER_SERVICE } from '../../src/mocks/db/seed/accounts';
import type { SeedProduct } from '../../src/mocks/db/types';
import { MESSAGES } from '../../src/mocks/http/errors';
import { listMail, MAIL_SIGNATURE_EN } from '../../src/mocks/services/mailbox';
import { catalogueTextEn } from '../../src/mocks/presenters/localise';
import { fixedTextEn } from '../../src/mocks/presenters/english/texts';
import { CHECKOUT_MESSAGES } from '../../src/mocks/services/placeOrderMessages';
import { REPORT_READY_AFTER_MS } from '../../src/mocks/services/reports';
import { failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

afterEach(() => {
  vi.useRealTimers();
});

const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const english = (token: string) => ({ headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
const polish = (token: string) => ({ headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'pl' } });
const inEnglish = (text: string) => fixedTextEn(text, (name) => catalogueTextEn(name, getSeed()));

const single = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null && predicate(p))!;
/** A product sold only in whole collective packs, counted in an abbreviated unit ("szt."): the sentence's end is the unit's full stop. */
const boxes = () => getSeed().products.find((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && !p.discontinued && p.stock > 100 && p.uom.endsWith('.'))!;
/** A product's name and unit as an English shopper sees them. */
async function englishProduct(product: SeedProduct, token: string): Promise<{ name: string; uom: string }> {
  const { product: shown } = await getProduct(product.slug, undefined, english(token)) as unknown as { product: { name: string; uom: string } };
  return shown;
}

describe('refusals in English', () => {
  it('refuses unknown, expired and too-small promo codes in English, and in Polish for a Polish request', async () => {
    const token = await logIn('guest');
    const pen = single((p) => p.priceNet > 3 && p.priceNet < 20);
    const { shoppingCart } = await addToCurrentCart({ productId: pen.id, quantity: 2 }, english(token));
    expect(await failure(applyPromoCode({ promoCode: 'rabat99' }, english(token)))).toMatchObject({
      status: 400, code: 'PROMO-CODE-UNKNOWN', message: 'The promo code “rabat99” does not exist.', body: { field: 'promoCode' },
    });
    expect((await failure(applyPromoCode({ promoCode: 'JESIEN2025' }, english(token)))).message).toBe('The promo code “JESIEN2025” expired on 30/11/2025.');
    const missing = (1000 - shoppingCart.total.net).toFixed(2);
    expect((await failure(applyPromoCode({ promoCode: 'hurt15' }, english(token)))).message)
      .toBe(`The promo code “HURT15” applies from PLN\u00a01,000.00 net of products – PLN\u00a0${missing} is missing.`);
    expect((await failure(applyPromoCode({ promoCode: 'rabat99' }, polish(token)))).message).toBe('Kod rabatowy „rabat99” nie istnieje.');
    const applied = await applyPromoCode({ promoCode: 'DOSTAWA0' }, english(token));
    expect(applied.message).not.toMatch(POLISH_LETTERS);
    expect(applied.message).toMatch(/^The promo code “DOSTAWA0” has been applied: /);
  });

  it('tells an English shopper in English that a code is on hold, with what is missing', async () => {
    const token = await logIn('guest');
    const item = single((p) => p.priceNet > 40 && p.priceNet < 100);
    const quantity = Math.ceil(300 / item.priceNet);
    await addToCurrentCart({ productId: item.id, quantity }, english(token));
    await applyPromoCode({ promoCode: 'BIURO50' }, english(token));
    const lowered = await updateCurrentCartItem({ productId: item.id, quantity: quantity - 1 }, english(token));
    expect(lowered.shoppingCart.promoCodeOnHold?.message).toMatch(
      /^The promo code “BIURO50” does not apply now: it applies from PLN\u00a0300\.00 net of products – PLN\u00a0[\d,]+\.\d\d is missing\. It will apply by itself once the cart meets the condition\.$/,
    );
  });

  it('says in English that a product is no longer in the cart', async () => {
    const token = await logIn('guest');
    const pen = single((p) => p.priceNet > 3 && p.priceNet < 20);
    expect(await failure(updateCurrentCartItem({ productId: pen.id, quantity: 3 }, english(token)))).toMatchObject({ status: 404, message: 'This product is no longer in the cart.' });
    expect((await failure(updateCurrentCartItem({ productId: pen.id, quantity: 3 }, polish(token)))).message).toBe('Tego produktu nie ma już w koszyku.');
  });

  it('refuses a quantity off the collective pack in English, naming the product in English', async () => {
    const token = await logIn('guest');
    const product = boxes();
    const { name, uom } = await englishProduct(product, token);
    const nearest = Math.max(product.orderMultiple, Math.round((product.orderMultiple + 1) / product.orderMultiple) * product.orderMultiple);
    const expected = `“${name}” can only be ordered in multiples of ${product.orderMultiple} ${uom}. The nearest allowed quantity is ${nearest} ${uom}.`;

    const error = await failure(addToCurrentCart({ productId: product.id, quantity: product.orderMultiple + 1 }, english(token)));
    expect(error).toMatchObject({ status: 400, code: 'ORDER-MULTIPLE', message: expected });

    const quick = await addQuickOrderToCurrentCart({ lines: [{ line: 1, code: product.code, quantity: product.orderMultiple + 1 }] }, english(token));
    expect(quick.results[0]).toMatchObject({ status: 'wrongMultiple', message: expected });
    expect(quick.message).toBe('No line has been added to the cart.');
    expect(name).not.toBe(product.name);
    expect(name).not.toMatch(POLISH_LETTERS);

    const unknown = await addQuickOrderToCurrentCart({ lines: [{ line: 1, code: 'NIEMA-123', quantity: 1 }] }, english(token));
    expect(unknown.results[0].message).toBe('No product has the code “NIEMA-123”.');
  });

  it('refuses an order over a hard cost-centre limit in English', async () => {
    const token = await logIn('kupiec@firma.demo');
    const { costCenters } = await getCostCenters(english(token));
    const administration = costCenters.find((centre) => centre.id === 11)!;
    const chair = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 500 && p.priceNet < 1500)!;
    await addToCurrentCart({ productId: chair.id, quantity: Math.ceil((administration.limitAvailable! + 1) / chair.priceNet) }, english(token));
    const error = await failure(placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 11 }, english(token)));
    expect(error).toMatchObject({ status: 400, code: 'COST-CENTER-LIMIT' });
    expect(error.message).toMatch(/^your purchases come to PLN\u00a0[\d,]+\.\d\d, and your limit is PLN\u00a0[\d,]+\.\d\d$/);
    expect(error.message).not.toMatch(POLISH_LETTERS);
  });

  it('answers a request without a session in English', async () => {
    const response = await fetch('http://localhost/e-commerce/v1/users/current', { headers: { 'Accept-Language': 'en', Authorization: 'Bearer nonsense' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('Your session has expired. Please log in again.');
  });
});

describe('every fixed message has its English form', () => {
  it('covers the error messages, the validation messages and the checkout messages', () => {
    const fixed = [
      ...Object.values(MESSAGES),
      ...Object.values(VALIDATION_MESSAGES).map((message) => (typeof message === 'function' ? message(8 as never) : message)),
      ...Object.values(CHECKOUT_MESSAGES).filter((message) => typeof message === 'string'),
      CHECKOUT_MESSAGES.unknownPickupPoint('POZ08M'), CHECKOUT_MESSAGES.minimumOrder(1500), CHECKOUT_MESSAGES.accountExists('ola@example.com'),
      CHECKOUT_MESSAGES.placed('ZS/2026/11/000123'), CHECKOUT_MESSAGES.awaiting('ZS/2026/11/000123', 'Marketing', 1234.5), CHECKOUT_MESSAGES.accountCreated('ola@example.com'),
      costCentreMessage(1234.5, 1000),
      ...Object.values(DELIVERY_DATE_MESSAGES).filter((message) => typeof message === 'string'),
      ...[...polishHolidays(2026).values()].map((name) => DELIVERY_DATE_MESSAGES.holiday(name)),
      ...Object.values(LIST_REMINDER_MESSAGES),
      ...Object.values(COMPANY_USER_MESSAGES),
      ...Object.values(DATE_RANGE_MESSAGES),
      `${CHECKOUT_MESSAGES.placed('ZS/2026/11/000123')} ${CHECKOUT_MESSAGES.payOnline}`,
      `${CHECKOUT_MESSAGES.placed('ZS/2026/11/000123')} ${CHECKOUT_MESSAGES.accountCreated('ola@example.com')}`,
    ];
    for (const message of fixed) {
      const translated = inEnglish(message);
      expect(translated, message).not.toBeNull();
      expect(translated, message).not.toMatch(POLISH_LETTERS);
    }
    expect(inEnglish(costCentreMessage(1234.5, 1000))).toBe('your purchases come to PLN\u00a01,234.50, and your limit is PLN\u00a01,000.00');
    expect(inEnglish(VALIDATION_MESSAGES.minLength(8))).toBe('The minimum number of characters is 8.');
    expect(inEnglish('Nie masz uprawnień do odrzucania zamówień.')).toBe('You are not allowed to reject orders.');
    expect(inEnglish(DELIVERY_DATE_MESSAGES.holiday('Wigilia Bożego Narodzenia'))).toBe('Christmas Eve is a public holiday – choose another delivery day.');
    expect(inEnglish(`${CHECKOUT_MESSAGES.placed('ZS/2026/11/000123')} ${CHECKOUT_MESSAGES.payOnline}`)).toBe('Thank you! Order ZS/2026/11/000123 has been received. Go to payment to pay for it.');
    // A complaint's notification: the products through the catalogue, the amount the English way.
    expect(inEnglish('Zarejestrowaliśmy reklamację RK/2026/000012')).toBe('We have registered complaint RK/2026/000012');
    const complaint = inEnglish('Dokument WZ/2026/11/000042: Papier ksero A4 (2 szt.), wartość 1\u00a0234,50\u00a0zł brutto. Kurier odbierze reklamowany towar w ciągu 2 dni roboczych. Odpowiemy najpóźniej w ciągu 14 dni.')!;
    expect(complaint).toMatch(/^Document WZ\/2026\/11\/000042: .+ \(2 pcs\), worth PLN\u00a01,234\.50 gross\. A courier will collect the goods within 2 working days\. We will answer within 14 days at the latest\.$/);
    expect(complaint).not.toMatch(POLISH_LETTERS);
    // A notification with an amount: the amount the English way, the approver's words as written.
    expect(inEnglish('Magdalena Wójcik odrzucił(a) Twoje zamówienie ZS/2026/11/000123 o wartości 1\u00a0679,08\u00a0zł. Powód: Poza budżetem.'))
      .toBe('Magdalena Wójcik rejected your order ZS/2026/11/000123 worth PLN\u00a01,679.08. Reason: Poza budżetem.');
    expect(inEnglish(CHECKOUT_MESSAGES.awaiting('ZS/2026/11/000123', 'Marketing', 1234.5)))
      .toBe('Thank you! Order ZS/2026/11/000123 awaits approval – it exceeds the limit of the cost centre “Marketing” by PLN\u00a01,234.50.');
  });
});

describe('notifications in the reader’s language', () => {
  it('tells the buyer of an approver’s decisions in English when she reads in English, whatever language the approver used', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const approver = await logIn('akceptant@firma.demo');
    const { costCenters } = await getCostCenters(english(buyer));
    const marketing = costCenters.find((centre) => centre.id === 12)!;
    const chair = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 500 && p.priceNet < 1500)!;
    const overLimit = async () => {
      await addToCurrentCart({ productId: chair.id, quantity: Math.ceil((marketing.limitAvailable! + 1) / chair.priceNet) }, english(buyer));
      return (await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 12 }, english(buyer))).salesOrder;
    };
    const accepted = await overLimit();
    await acceptSalesOrder(accepted.id, {}, polish(approver));
    const rejected = await overLimit();
    await rejectSalesOrder(rejected.id, { reason: 'Za drogo.' }, polish(approver));
    const { notifications } = await getNotifications(undefined, english(buyer));
    const about = (number: string) => notifications.find((notification) => notification.title.includes(number))!;
    expect(about(accepted.number).title).toBe(`Order ${accepted.number} has been approved`);
    expect(about(accepted.number).message).toMatch(new RegExp(`^Magdalena Wójcik approved your order ${accepted.number.replace(/\//g, '\\/')} worth PLN\u00a0[\\d,]+\\.\\d\\d\\. It is now being processed\\.$`));
    expect(about(rejected.number).title).toBe(`Order ${rejected.number} has been rejected`);
    // The approver's reason is what she wrote.
    expect(about(rejected.number).message).toMatch(/\. Reason: Za drogo\.$/);
    expect((await getNotifications(undefined, polish(buyer))).notifications.find((notification) => notification.title.includes(accepted.number))!.title)
      .toBe(`Zamówienie ${accepted.number} zostało zaakceptowane`);
  });

  it('tells that a report is ready in English to an English reader, and in Polish to a Polish one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now);
    const token = await logIn('akceptant@firma.demo');
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    await createReport({ typeId: 5, from: day(getSeed().today.getTime() - 60 * 86_400_000), to: day(getSeed().today.getTime()) }, english(token));
    vi.setSystemTime(now + REPORT_READY_AFTER_MS);
    await getReports(undefined, english(token));
    const read = async (options: ReturnType<typeof english>) =>
      (await getNotifications(undefined, options)).notifications.find((notification) => notification.link === '/moje-konto/raporty')!;
    const inEn = await read(english(token));
    expect(inEn.title).toBe('The report “Products bought” is ready');
    expect(inEn.message).toMatch(/^You can download the report for \S+ under “Reports”\.$/);
    expect((await read(polish(token))).title).toBe('Raport „Kupione produkty” jest gotowy');
  });
});

describe('e-mails in the language of the request that sends them', () => {
  it('confirms an order placed in English in English', async () => {
    const token = await logIn('kupiec@firma.demo');
    const paper = single((p) => p.priceNet > 15 && p.priceNet < 60);
    await addToCurrentCart({ productId: paper.id, quantity: 2 }, english(token));
    const placed = await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, english(token));
    const [mail] = listMail('kupiec@firma.demo');
    expect(mail.subject).toBe(`Order confirmation ${placed.salesOrder.number}`);
    expect(mail.paragraphs[2]).toContain(`1. ${(await englishProduct(paper, token)).name} (code ${paper.code})`);
    expect(mail.paragraphs.at(-1)).toBe(MAIL_SIGNATURE_EN);
  });

  it('sends the "report ready" e-mail in the language the report was ordered in, and the new company user’s and the offer request’s in English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now);
    const admin = await logIn('akceptant@firma.demo');
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    await createReport({ typeId: 3, from: day(getSeed().today.getTime() - 60 * 86_400_000), to: day(getSeed().today.getTime()), emailNotifyWhenReportReady: true }, english(admin));
    vi.setSystemTime(now + REPORT_READY_AFTER_MS);
    // Read in Polish later: the e-mail keeps the language the report was ordered in.
    await getReports(undefined, polish(admin));
    const [report] = listMail('akceptant@firma.demo').filter((mail) => mail.kind === 'reportReady');
    expect(report.subject).toBe('The report “Spending by category” is ready to download');
    expect(report.links).toEqual([{ label: 'Download the report', href: '/en/my-account/reports' }]);

    await createCompanyUser({ firstName: 'Emma', lastName: 'Stone', email: 'emma.stone@firma.demo', phone1: '+48 601 234 567', roleId: 2, costCenterIds: [12] }, english(admin));
    const [invitation] = listMail('emma.stone@firma.demo');
    expect(invitation.subject).toBe('Your Spinacz.pl account has been created');
    expect(invitation.paragraphs[1]).toMatch(/ added you to the account of Meblomax sp\. z o\.o\. with the role: /);

    const buyer = await logIn('kupiec@firma.demo');
    const paper = single((p) => p.priceNet > 15 && p.priceNet < 60);
    const offer = await createOfferRequest({ message: 'Paper for Q1, please.', products: [{ productId: paper.id, quantity: 10 }] }, english(buyer));
    expect(offer.message.replace(`${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}`, '')).not.toMatch(POLISH_LETTERS);
    const [request] = listMail('kupiec@firma.demo').filter((mail) => mail.kind === 'offerRequest');
    expect(request.paragraphs.join('\n')).toContain(`• ${(await englishProduct(paper, buyer)).name} (code ${paper.code}) – 10 `);
    for (const mail of [report, invitation, request]) {
      expect(mail.paragraphs.join('\n').replace(/Zieliński|Wójcik|Meblomax sp\. z o\.o\./g, '').replace(`${CUSTOMER_SERVICE.firstName} ${CUSTOMER_SERVICE.lastName}`, '')).not.toMatch(POLISH_LETTERS);
    }
  });
});

describe('report files in English', () => {
  it('writes the sheets, headers, values, information sheet and file name of a report asked for in English in English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now);
    const admin = await logIn('akceptant@firma.demo');
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    const period = { from: day(getSeed().today.getTime() - 60 * 86_400_000), to: day(getSeed().today.getTime()) };
    const problems: string[] = [];
    let clock = now;
    for (const typeId of [1, 2, 3, 4, 5, 6]) {
      const { report } = await createReport({ typeId, ...period }, english(admin));
      clock += REPORT_READY_AFTER_MS;
      vi.setSystemTime(clock);
      const response = await fetch(`http://localhost/e-commerce/v1/reports/${report.id}/file`, english(admin));
      expect(response.status).toBe(200);
      const disposition = response.headers.get('Content-Disposition')!;
      expect(disposition).toMatch(/^attachment; filename="Report_[A-Za-z_]+_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.xlsx"$/);
      const sheets = await readXlsxFile(await response.arrayBuffer());
      expect(sheets[1].sheet).toBe('Information');
      const [data, info] = sheets;
      // Headers, the totals label, status and kind columns, product and category names: no Polish word.
      const shown = [data.sheet, ...data.data[0], data.data.at(-1)![0], ...info.data.flat()].filter((value): value is string => typeof value === 'string');
      const header = data.data[0] as string[];
      for (const column of ['Status', 'Type', 'Payment method', 'Product name', 'Category', 'Main category', 'Unit']) {
        const index = header.indexOf(column);
        if (index >= 0) shown.push(...data.data.slice(1, -1).map((row) => row[index]).filter((value): value is string => typeof value === 'string'));
      }
      for (const text of shown) {
        const withoutNames = text.replace(/Zieliński|Wójcik|Meblomax sp\. z o\.o\.|Dział IT|Produkcja – hala B/g, '');
        if (POLISH_LETTERS.test(withoutNames)) problems.push(`${typeId}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the English orders report’s columns and dates the English way', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now);
    const admin = await logIn('akceptant@firma.demo');
    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    const { report } = await createReport({ typeId: 1, from: day(getSeed().today.getTime() - 60 * 86_400_000), to: day(getSeed().today.getTime()) }, english(admin));
    vi.setSystemTime(now + REPORT_READY_AFTER_MS);
    const { reports } = await getReports(undefined, english(admin));
    expect(reports.find((candidate) => candidate.id === report.id)!.fileName).toMatch(/^Report_Orders_in_the_period_/);
    const response = await fetch(`http://localhost/e-commerce/v1/reports/${report.id}/file`, english(admin));
    const [sheet] = await readXlsxFile(await response.arrayBuffer());
    expect(sheet.sheet).toBe('Orders');
    expect(sheet.data[0]).toEqual(['Order number', 'Placed on', 'Status', 'Ordered by', 'Cost centre', 'Customer order number', 'Number of lines', 'Net value', 'VAT', 'Gross value']);
    expect(sheet.data.at(-1)![0]).toBe('Total (without cancelled and rejected)');
  });
});

describe('page data and joined messages in English', () => {
  it('sends a product’s and a brand’s page data (title, description) in English', async () => {
    const token = await logIn('guest');
    const product = single((p) => p.priceNet > 15 && p.priceNet < 60);
    const get = async (path: string): Promise<unknown> => (await fetch(`http://localhost/e-commerce/v1${path}`, english(token))).json();
    const { seoData } = await get(`/products/${product.slug}?includeSeoData=true`) as { seoData: { title: string; description: string } };
    expect(seoData.title).toMatch(/ \| Spinacz – office supplies for businesses$/);
    expect(seoData.description).toMatch(/ category: PLN\u00a0[\d,]+\.\d\d net, .+\. Free delivery from PLN\u00a0250\.$/);
    expect(`${seoData.title} ${seoData.description}`).not.toMatch(POLISH_LETTERS);
    const brand = getSeed().brands.find((candidate) => getSeed().products.some((p) => p.brandId === candidate.id))!;
    const { brand: page } = await get(`/brands/${brand.slug}`) as { brand: { description: string; seoData: { title: string; description: string } } };
    expect(page.seoData.title).toMatch(/ at Spinacz$/);
    expect(page.description).toMatch(/^<p><strong>.+<\/strong> – a (brand|Polish manufacturer) in the categories: /);
    expect(page.description).not.toContain('href="/kategoria/');
    expect(`${page.description} ${page.seoData.title} ${page.seoData.description}`.replace(brand.name, '')).not.toMatch(POLISH_LETTERS);
  });

  it('writes a message of several sentences in English when each is one of the shop’s', () => {
    expect(inEnglish('Produkty zostały dodane do koszyka. Pominięto „Papier ksero A4” – produkt jest przeznaczony dla osób pełnoletnich, a wiek nie został potwierdzony.'))
      .toMatch(/^The products have been added to the cart\. Left out “.+” – for adults only, and your age was not confirmed\.$/);
    // A sentence the shop does not know (typed by a user) leaves the message as it is.
    expect(inEnglish('Produkty zostały dodane do koszyka. Dziękuję bardzo.')).toBeNull();
  });
});
