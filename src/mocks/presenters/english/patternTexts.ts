/** Fixed texts with variable parts (numbers, dates, product names) in English. */
import { centreNameEn, EXACT_TEXTS_EN } from './exactTexts';
import { moneyTextEn } from './money';
import { PROMOTION_UNTIL } from './promotionPages';
import type { Translate } from './texts';

type Pattern = [RegExp, (parts: string[], catalogue: Translate) => string];

/** "(poziomy: 2)" of an approval chain: "2 levels". */
const levelsEn = (levels: string) => (levels === '1' ? '1 level' : `${levels} levels`);

/** A product description (presenters/product.ts) sentence by sentence; names and attribute rows through the catalogue. */
function descriptionEn(html: string, t: Translate): string {
  return html
    .replace(/<p><strong>(.*?)<\/strong> marki (.*?) z kategorii (.*?)\.<\/p>/, (_, name: string, brand: string, category: string) =>
      `<p><strong>${t(name)}</strong> by ${brand}, from the ${t(category[0].toUpperCase() + category.slice(1)).toLowerCase()} category.</p>`)
    .replace(/<li>(.*?): (.*?)<\/li>/g, (_, name: string, value: string) => `<li>${t(name)}: ${t(value)}</li>`)
    .replace('<p>Pasuje do urządzeń: ', '<p>Fits: ')
    .replace('<p>Do ceny doliczana jest kaucja za opakowania objęte systemem kaucyjnym.</p>', '<p>A deposit for returnable packaging is added to the price.</p>')
    .replace('<p>Produkt przyjazny środowisku – wyprodukowany z surowców z recyklingu lub z certyfikatem ekologicznym.</p>',
      '<p>An environmentally friendly product – made from recycled materials or eco-certified.</p>');
}

/**
 * A complained item's reason (src/domain/complaints/reason.ts): the headings in English, the
 * seeded sentences and predefined reasons too; what a customer wrote stays as written.
 */
function reasonEn(text: string): string {
  return text.split('\n').map((line) => {
    const heading = /^(Numer seryjny:|Powód reklamacji:?|Dlaczego zwracasz\?)\s*(.*)$/.exec(line);
    if (heading) {
      const english = { 'Numer seryjny:': 'Serial number:', 'Powód reklamacji': 'Reason for the complaint:', 'Powód reklamacji:': 'Reason for the complaint:', 'Dlaczego zwracasz?': 'Why are you returning it?' }[heading[1]];
      return heading[2] ? `${english} ${EXACT_TEXTS_EN[heading[2]] ?? heading[2]}` : english;
    }
    const entry = /^- (.*)$/.exec(line);
    return entry ? `- ${EXACT_TEXTS_EN[entry[1]] ?? entry[1]}` : line;
  }).join('\n');
}

export const PATTERN_TEXTS_EN: Pattern[] = [
  [/^((?:Numer seryjny: .*\n)?(?:Powód reklamacji|Dlaczego zwracasz\?)[\s\S]*)$/, ([text]) => reasonEn(text)],
  [/^(<p><strong>[\s\S]*<\/strong> marki [\s\S]*)$/, ([html], t) => descriptionEn(html, t)],
  [/^Ostatnie sztuki \((\d+) (.+)\)$/, ([count, uom], t) => `Last items (${count} ${t(uom)})`],
  // a promotion page's content and description with its end date
  [PROMOTION_UNTIL.content, ([html, date]) => `${EXACT_TEXTS_EN[html] ?? html}<p>${PROMOTION_UNTIL.en(date)}</p>`],
  [PROMOTION_UNTIL.description, ([text, date]) => `${EXACT_TEXTS_EN[text] ?? text} ${PROMOTION_UNTIL.en(date)}`],
  [/^(.+) – promocje \| Spinacz$/, ([name]) => `${EXACT_TEXTS_EN[name] ?? name} – promotions | Spinacz`],
  [/^Dostępny od (\d\d\.\d\d\.\d{4})$/i, ([date]) => `Available from ${date}`],
  [/^U Ciebie w ciągu (\d+) dni roboczych$/, ([days]) => `With you within ${days} working days`],
  [/^Oferta sponsorowana przez (.+)$/, ([brand]) => `Sponsored by ${brand === 'producenta' ? 'the manufacturer' : brand}`],
  [/^Opak\. zbiorcze \((\d+) (.+)\)$/, ([count, uom], t) => `Multipack (${count} ${t(uom)})`],
  [/^Paleta \((\d+) (.+)\)$/, ([count, uom], t) => `Pallet (${count} ${t(uom)})`],
  [/^1 (\S+)$/, ([uom], t) => `1 ${t(uom)}`],
  [/^(\d+) (produkt|produkty|produktów)$/, ([count]) => `${count} ${count === '1' ? 'product' : 'products'}`],
  // notifications
  [/^Zamówienie (\S+) zostało przyjęte$/, ([number]) => `Order ${number} has been received`],
  [/^Dziękujemy! Zamówienie (\S+) zostało przyjęte do realizacji\. Powiadomimy Cię, gdy wyślemy paczkę\.$/,
    ([number]) => `Thank you! Order ${number} is being processed. We will let you know when the parcel is on its way.`],
  [/^Zamówienie (\S+) zostało dostarczone$/, ([number]) => `Order ${number} has been delivered`],
  [/^Zamówienie (\S+) zostało dostarczone\. Jeśli coś się nie zgadza, zgłoś reklamację lub zwrot w zakładce „Reklamacje i zwroty”\.$/,
    ([number]) => `Order ${number} has been delivered. If anything is wrong, report a complaint or a return under “Complaints and returns”.`],
  [/^Zamówienie (\S+) zostało zaakceptowane$/, ([number]) => `Order ${number} has been approved`],
  [/^Zamówienie (\S+) zostało odrzucone$/, ([number]) => `Order ${number} has been rejected`],
  [/^Zamówienie (\S+) czeka na ponowną akceptację$/, ([number]) => `Order ${number} awaits approval again`],
  [/^(.+) zmienił\(a\) zamówienie (\S+) – po zmianie jego wartość \((.+)\) przekracza limit centrum kosztowego(?: „(.+)”)?\. Zaakceptuj je albo odrzuć\.$/,
    ([who, number, value, centre]) => `${who} changed order ${number} – its value (${moneyTextEn(value)}) now exceeds the limit of the cost centre${centre ? ` “${centreNameEn(centre)}”` : ''}. Approve or reject it.`],
  [/^Po zmianie zamówienie przekracza limit centrum kosztowego(?: „(.+)”)? – czeka na ponowną akceptację\.$/,
    ([centre]) => `After the change the order exceeds the limit of the cost centre${centre ? ` “${centreNameEn(centre)}”` : ''} – it awaits approval again.`],
  [/^(.+) zmienił\(a\) zamówienie (\S+) – po zmianie jego wartość \((.+)\) wymaga akceptacji zgodnie z regułami akceptacji firmy\. Zaakceptuj je albo odrzuć\.$/,
    ([who, number, value]) => `${who} changed order ${number} – at its new value (${moneyTextEn(value)}) it needs approval under the company’s approval rules. Approve or reject it.`],
  [/^Po zmianie zamówienie wymaga akceptacji zgodnie z regułami akceptacji firmy \(poziomy: (\d+)\) – czeka na ponowną akceptację\.$/,
    ([levels]) => `After the change the order needs approval under the company’s approval rules (${levelsEn(levels)}) – it awaits approval again.`],
  // the answer to a change in edit-order mode that sends the order back to approval (services/orderEdit.ts)
  [/^Zamówienie (\S+) zostało zmienione\. Po zmianie przekracza limit centrum kosztowego(?: „(.+)”)? i czeka na ponowną akceptację\.$/,
    ([number, centre]) => `Order ${number} has been changed. It now exceeds the limit of the cost centre${centre ? ` “${centreNameEn(centre)}”` : ''} and awaits approval again.`],
  [/^Zamówienie (\S+) zostało zmienione\. Po zmianie wymaga akceptacji zgodnie z regułami akceptacji firmy \(poziomy: (\d+)\) i czeka na ponowną akceptację\.$/,
    ([number, levels]) => `Order ${number} has been changed. It now needs approval under the company’s approval rules (${levelsEn(levels)}) and awaits approval again.`],
  [/^(.+) zaakceptował\(a\) Twoje zamówienie (\S+) o wartości (.+)\. Przekazaliśmy je do realizacji\.$/,
    ([who, number, value]) => `${who} approved your order ${number} worth ${moneyTextEn(value)}. It is now being processed.`],
  [/^(.+) odrzucił\(a\) Twoje zamówienie (\S+) o wartości (.+?)\. Powód: ([\s\S]*)$/,
    ([who, number, value, reason]) => `${who} rejected your order ${number} worth ${moneyTextEn(value)}. Reason: ${reason}`],
  // reports
  [/^W okresie (\S+) nie ma zamówień firmy (.+), z których można przygotować ten raport\. Wybierz inny okres\.$/,
    ([range, company]) => `There are no orders of ${company} in ${range} to make this report from. Choose another period.`],
  [/^W okresie (\S+) nie wystawiliśmy faktur firmie (.+), więc raportu nie można przygotować\. Wybierz inny okres\.$/,
    ([range, company]) => `We issued no invoices to ${company} in ${range}, so the report cannot be made. Choose another period.`],
  // complaints
  [/^Wystawiliśmy fakturę korygującą (\S+)\.$/, ([number]) => `We have issued credit note ${number}.`],
  [/^Zarejestrowaliśmy reklamację (\S+)$/, ([number]) => `We have registered complaint ${number}`],
  [/^Zarejestrowaliśmy zwrot (\S+)$/, ([number]) => `We have registered return ${number}`],
  [/^Zarejestrowaliśmy reklamacje: (.+)$/, ([numbers]) => `We have registered complaints ${numbers}`],
  [/^Zarejestrowaliśmy zwroty: (.+)$/, ([numbers]) => `We have registered returns ${numbers}`],
  // pickup points (db/content/pickupPoints.ts): kinds, opening hours and where to find them; towns and streets stay
  [/^((?:pn\.|sob\.|nd\.)[–\d:., a-zśb]*)$/, ([hours]) => hours.replace(/pn\./g, 'Mon').replace(/pt\./g, 'Fri').replace(/sob\./g, 'Sat').replace(/nd\./g, 'Sun')],
  [/^Stacja ORLEN (.+)$/, ([town]) => `ORLEN station ${town}`],
  [/^ORLEN Paczka – automat (.+)$/, ([town]) => `ORLEN Paczka – locker ${town}`],
  [/^ORLEN Paczka – punkt Ruch (.+)$/, ([town]) => `ORLEN Paczka – Ruch point ${town}`],
  [/^DPD Pickup – (Sklep |Kiosk |Kwiaciarnia )?(.+)$/, ([kind, name]) => `DPD Pickup – ${name}${({ 'Sklep ': ' shop', 'Kiosk ': ' kiosk', 'Kwiaciarnia ': ' florist' } as Record<string, string>)[kind ?? ''] ?? ''}`],
  [/^Odbiór przy kasie \((?:Sklep |Kiosk |Kwiaciarnia )?(.+)\)$/, ([shop]) => `Collect at the till (${shop})`],
  [/^Urząd Pocztowy (.+)$/, ([office]) => `Post office ${office}`],
  [/^Punkt Pocztex – (.+)$/, ([place]) => `Pocztex point – ${place}`],
  [/^Pocztex Automat (.+)$/, ([town]) => `Pocztex locker ${town}`],
  // answers to changes
  [/^Dodano do koszyka (\d+) z (\d+) produktów zamówienia (\S+)\.$/, ([added, all, number]) => `${added} of the ${all} products of order ${number} have been added to the cart.`],
  [/^Dodano do koszyka (\d+) z (\d+) (?:wiersza|wierszy); pozostałe wymagają poprawy\.$/, ([added, all]) => `${added} of ${all} lines have been added to the cart; the others need correcting.`],
  [/^Nie znaleziono produktu o kodzie „(.+)”\.$/, ([code]) => `No product has the code “${code}”.`],
  // shopping lists
  [/^Lista „(.+)” została usunięta\.$/, ([name]) => `The list “${name}” has been deleted.`],
];
