/**
 * The demo API's messages in English: refusals (`{code, message}` of a 4xx), the notes and
 * confirmations of changes, whole or by pattern. A product or category name inside a message goes
 * through the catalogue translator; numbers, codes, e-mails and names of people stay as they are.
 * Messages the shared rules (src/domain) write in both languages are taken from there.
 */
import { costCentreNotAssignedMessage, onlyDataMessage } from '../../../domain/orderPolicy';
import { quantityMaximumMessage } from '../../../domain/orderPolicy/quantityRule';
import { COMPANY_USER_MESSAGES } from '../../../domain/companyUser';
import { ADDRESS_BOOK_MESSAGES } from '../../../domain/deliveryAddressBook';
import { DATE_RANGE_MESSAGES } from '../../../domain/dateRange';
import { DELIVERY_DATE_MESSAGES, polishHolidays } from '../../../domain/deliveryDate';
import { LIST_REMINDER_MESSAGES } from '../../../domain/shoppingListReminder';
import { VALIDATION_MESSAGES } from '../../../domain/validation';
import { REPORT_TYPES } from '../../services/reportData';
import { centreNameEn, EXACT_TEXTS_EN } from './exactTexts';
import { moneyTextEn } from './money';
import { PATTERN_TEXTS_EN } from './patternTexts';
import type { Translate } from './texts';

type Pattern = [RegExp, (parts: string[], catalogue: Translate) => string];

/** Quoted names of products („A”, „B”) in English quotes, each through the catalogue. */
const quotedNames = (text: string, t: Translate): string => text.replace(/„(.+?)”/g, (_, name: string) => `“${t(name)}”`);

/** A unit of measure whose abbreviation's full stop a sentence's end took ("szt" of "12 szt."). */
const uomEn = (uom: string, t: Translate): string => {
  const english = t(uom);
  return english !== uom || uom.endsWith('.') ? english : t(`${uom}.`);
};

/** "X wiersza/wierszy" and the like, by English number. */
const products = (count: string) => `${count} ${count === '1' ? 'product' : 'products'}`;

const VALIDATION_EN: Record<keyof typeof VALIDATION_MESSAGES, string | ((value: string) => string)> = {
  required: 'This field is required.',
  controlCharacters: 'The field contains control characters that are not allowed (such as ones that change the text direction). Remove them and try again.',
  email: 'Enter a valid e-mail address.',
  minLength: (length) => `The minimum number of characters is ${length}.`,
  maxLength: (length) => `The maximum number of characters is ${length}.`,
  passwordConfirmation: 'The passwords do not match.',
  numeric: 'The value must be a number.',
  zip: 'Invalid postcode.',
  phoneDashed: 'Invalid phone number.',
  phone: 'Invalid phone number.',
  taxId: 'Invalid NIP (tax identification number).',
  terms: 'You must accept the terms and conditions.',
  fileSize: (size) => `The maximum file size is ${size}MB.`,
  fileExtension: (extensions) => `This file format is not allowed. The file should have one of these extensions: ${extensions}.`,
};

/** The fixed validation messages (src/domain/validation.ts), and the patterns of those with a number or a list. */
const validationExact = Object.fromEntries(Object.entries(VALIDATION_MESSAGES)
  .filter(([, pl]) => typeof pl === 'string')
  .map(([key, pl]) => [pl as string, VALIDATION_EN[key as keyof typeof VALIDATION_MESSAGES] as string]));

const PARAMETRISED_VALIDATION: Pattern[] = (['minLength', 'maxLength', 'fileSize', 'fileExtension'] as const).map((key) => {
  const sample = (VALIDATION_MESSAGES[key] as (value: never) => string)('\u0000' as never);
  const [before, after] = sample.split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const english = VALIDATION_EN[key] as (value: string) => string;
  return [new RegExp(`^${escape(before)}(.+?)${escape(after)}$`), ([value]) => english(value)];
});

/** Field types named in the validation of a request (http/issueMessages.ts). */
const TYPE_NAMES_EN: Record<string, string> = {
  liczba: 'number', tekst: 'text', 'wartość logiczna (true/false)': 'boolean (true/false)', lista: 'list', obiekt: 'object', 'liczba całkowita': 'integer',
};

/** Polish public holidays (src/domain/deliveryDate.ts) by their English names. */
const HOLIDAYS_EN: Record<string, string> = {
  'Nowy Rok': 'New Year’s Day', 'Święto Trzech Króli': 'Epiphany', 'Święto Pracy': 'Labour Day', 'Święto Konstytucji 3 Maja': 'Constitution Day',
  'Wniebowzięcie Najświętszej Maryi Panny': 'Assumption Day', 'Wszystkich Świętych': 'All Saints’ Day', 'Narodowe Święto Niepodległości': 'Independence Day',
  'Boże Narodzenie': 'Christmas Day', 'Drugi dzień Bożego Narodzenia': 'Boxing Day', 'Wigilia Bożego Narodzenia': 'Christmas Eve', Wielkanoc: 'Easter Sunday',
  'Poniedziałek Wielkanocny': 'Easter Monday', 'Zielone Świątki': 'Whit Sunday', 'Boże Ciało': 'Corpus Christi',
};

/** The delivery-date messages (src/domain/deliveryDate.ts): the fixed ones, and one per holiday. */
const DELIVERY_DATE_EN: Record<string, string> = {
  [DELIVERY_DATE_MESSAGES.unavailable]: 'The chosen delivery date is not available.',
  [DELIVERY_DATE_MESSAGES.checkFailed]: 'Something went wrong while checking the delivery date.',
  [DELIVERY_DATE_MESSAGES.past]: 'The chosen delivery date has passed. Choose one of the next working days.',
  [DELIVERY_DATE_MESSAGES.weekend]: 'We do not deliver on Saturdays and Sundays. Choose a working day.',
  [DELIVERY_DATE_MESSAGES.tooLate]: 'A delivery date can be chosen at most 60 days ahead.',
  ...Object.fromEntries([...polishHolidays(2026).values(), 'Wigilia Bożego Narodzenia'].map((name) =>
    [DELIVERY_DATE_MESSAGES.holiday(name), `${HOLIDAYS_EN[name] ?? name} is a public holiday – choose another delivery day.`])),
};

/**
 * Whole messages in English, by the Polish message. Made on first use (messageExactEn): some keys
 * are messages the shared rules write with a number in the language's format (the quantity
 * maximum), and making those formats cost every start of the demo API in the page tens of ms.
 */
const exactMessagesEn = (): Record<string, string> => ({
  ...validationExact,
  ...DELIVERY_DATE_EN,
  [COMPANY_USER_MESSAGES.role]: 'Choose the user’s role.',
  [DATE_RANGE_MESSAGES.bothRequired]: 'Both fields are required',
  [DATE_RANGE_MESSAGES.endBeforeStart]: 'The end date cannot be earlier than the start date',
  [LIST_REMINDER_MESSAGES.type]: 'A list with a reminder must be of a reminder type.',
  [LIST_REMINDER_MESSAGES.startDate]: 'Give the date of the first reminder.',
  [LIST_REMINDER_MESSAGES.cycleType]: 'Choose how often to be reminded of the list.',
  [LIST_REMINDER_MESSAGES.cycleStep]: 'Give how many periods apart to be reminded of the list.',
  [costCentreNotAssignedMessage('pl')]: costCentreNotAssignedMessage('en'),
  [onlyDataMessage('pl')]: onlyDataMessage('en'),
  [quantityMaximumMessage('pl')]: quantityMaximumMessage('en'),
  // http/errors.ts MESSAGES
  'Wystąpił błąd': 'Something went wrong',
  'Sesja wygasła. Zaloguj się ponownie.': 'Your session has expired. Please log in again.',
  'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.': "Your account has been deactivated by your company's administrator. Contact them to have it restored.",
  'Brak tokenu dostępu. Zaloguj się ponownie.': 'No access token. Please log in again.',
  'Nieprawidłowy login lub hasło.': 'Incorrect login or password.',
  'Ta funkcja jest dostępna po zalogowaniu.': 'This feature is available once you log in.',
  'Nie znaleziono zasobu.': 'Not found.',
  'Nie znaleziono produktu.': 'Product not found.',
  'Przepraszamy, ten produkt nie jest już w naszej ofercie.': 'Sorry, this product is no longer in our range.',
  'Nieprawidłowy format danych – oczekiwano JSON.': 'Invalid data format – JSON expected.',
  // requests
  'Brak treści żądania.': 'The request has no body.',
  'Nieobsługiwany format danych – wyślij treść jako JSON (Content-Type: application/json).': 'Unsupported data format – send the body as JSON (Content-Type: application/json).',
  'Nieprawidłowy format danych – oczekiwano formularza (multipart/form-data).': 'Invalid data format – a form (multipart/form-data) expected.',
  'Nagłówek „Idempotency-Key” musi mieć od 8 do 100 znaków: litery, cyfry, „-” lub „_”.': 'The “Idempotency-Key” header must have 8 to 100 characters: letters, digits, “-” or “_”.',
  'Ten klucz „Idempotency-Key” został już użyty dla innego zamówienia. Wyślij nowe zamówienie z nowym kluczem.': 'This “Idempotency-Key” has already been used for another order. Send the new order with a new key.',
  // account and session
  'Ustawienia konta są dostępne po zalogowaniu.': 'Account settings are available once you log in.',
  'Ustawienie e-faktur może zmienić tylko administrator konta firmy.': 'Only the company account’s administrator can change the e-invoice setting.',
  'To ustawienie jest tylko do odczytu dla Twojego konta.': 'This setting is read-only for your account.',
  'W sesji punch-out nie można zmienić firmy.': 'You cannot switch company in a punch-out session.',
  'Twoje konto nie może przełączać się między firmami.': 'Your account cannot switch between companies.',
  'Poprzednia wersja sklepu nie jest dostępna dla Twojego konta.': 'The previous version of the shop is not available for your account.',
  'Konto klienta indywidualnego nie ma danych firmy.': 'A private customer’s account has no company details.',
  'Dane firmy może zmienić tylko administrator konta firmy.': 'Only the company account’s administrator can change the company details.',
  'Podaj co najmniej jedno pole do zmiany.': 'Give at least one field to change.',
  'Nie masz uprawnień do zarządzania adresami dostawy. Poproś administratora konta firmy.': 'You are not allowed to manage delivery addresses. Ask the company account’s administrator.',
  [ADDRESS_BOOK_MESSAGES.notFound]: 'Delivery address not found.',
  [ADDRESS_BOOK_MESSAGES.lastAddress]: 'This is your only delivery address. Add another one before you delete it.',
  [ADDRESS_BOOK_MESSAGES.deleted]: 'The delivery address has been deleted.',
  'Nie znaleziono powiadomienia.': 'Notification not found.',
  'Nie ma takiej wiadomości.': 'There is no such message.',
  'Adres powrotu koszyka (HOOK_URL) musi zaczynać się od http:// lub https://.': 'The cart return address (HOOK_URL) must start with http:// or https://.',
  'Adres powrotu koszyka (HOOK_URL) nie należy do systemu zakupowego skonfigurowanego dla tej firmy.': 'The cart return address (HOOK_URL) does not belong to the purchasing system set up for this company.',
  // cart, promo codes, quick order
  'Twoje konto nie może korzystać z kodów rabatowych.': 'Your account cannot use promo codes.',
  'Ilość musi być większa od zera.': 'The quantity must be greater than zero.',
  'Ilość musi być liczbą całkowitą większą od zera.': 'The quantity must be a whole number greater than zero.',
  'Żaden wiersz nie został dodany do koszyka.': 'No line has been added to the cart.',
  'Tego produktu nie ma już w koszyku.': 'This product is no longer in the cart.',
  'Produkty zostały dodane do koszyka.': 'The products have been added to the cart.',
  'Żaden produkt nie został dodany do koszyka.': 'No product has been added to the cart.',
  // checkout
  'Twój koszyk jest pusty': 'Your cart is empty',
  'Koszyk zmienił się w innej karcie lub oknie. Sprawdź podsumowanie i złóż zamówienie ponownie.': 'Your cart changed in another tab or window. Check the summary and place the order again.',
  'Wybierz sposób dostawy.': 'Choose a delivery method.',
  'Wybierz punkt odbioru.': 'Choose a pickup point.',
  'Część produktów nie jest dostępna w zamówionej ilości – wybierz, co zrobić z brakującymi.': 'Some products are not available in the quantity ordered – choose what to do with the missing ones.',
  'Żaden z zamówionych produktów nie jest teraz dostępny – wybierz inną opcję.': 'None of the products ordered is available now – choose another option.',
  'Wybrany adres dostawy nie należy do Twojego konta.': 'The chosen delivery address does not belong to your account.',
  'Podaj adres dostawy.': 'Give a delivery address.',
  'Wybierz centrum kosztowe.': 'Choose a cost centre.',
  'Wybrane centrum kosztowe nie należy do Twojej firmy.': 'The chosen cost centre does not belong to your company.',
  'Wybrany odbiorca nie należy do Twojej firmy.': 'The chosen consignee does not belong to your company.',
  'Przejdź do płatności, aby je opłacić.': 'Go to payment to pay for it.',
  'W sesji punch-out koszyk przenosi się do systemu zakupowego, a zamówienie składa się tam.': 'In a punch-out session the cart goes to your purchasing system, and the order is placed there.',
  'Jesteś zalogowany – odśwież stronę i złóż zamówienie w formularzu dla zalogowanych klientów.': 'You are logged in – refresh the page and place the order with the form for logged-in customers.',
  // orders, approvals, payments, invoices
  'Możesz zmieniać tylko własne zamówienia.': 'You can only change your own orders.',
  'Podaj komentarz lub numer zamówienia klienta do zmiany.': 'Give a comment or a customer order number to change.',
  'Podaj powód odrzucenia zamówienia.': 'Give the reason for rejecting the order.',
  'Nie masz uprawnień do akceptowania zamówień.': 'You are not allowed to approve orders.',
  'Nie masz uprawnień do odrzucania zamówień.': 'You are not allowed to reject orders.',
  'Zamówienie musi zawierać co najmniej jeden produkt.': 'An order must contain at least one product.',
  'Nie znaleziono płatności.': 'Payment not found.',
  'Ta płatność została już opłacona.': 'This payment has already been paid.',
  'Ta płatność została już zakończona niepowodzeniem – rozpocznij nową płatność z poziomu zamówienia.': 'This payment has already failed – start a new payment from the order.',
  'Nie masz dostępu do faktur.': 'You do not have access to invoices.',
  'Twoja rola pozwala tylko przeglądać dane – nie możesz opłacać faktur.': 'Your role only lets you view data – you cannot pay invoices.',
  // complaints
  'Twoja rola pozwala tylko przeglądać dane – nie możesz zgłaszać reklamacji ani zwrotów.': 'Your role only lets you view data – you cannot report complaints or returns.',
  'Napisz, dlaczego zwracasz produkt, albo wybierz powód z listy.': 'Write why you are returning the product, or choose a reason from the list.',
  'Podaj powód reklamacji albo wybierz go z listy.': 'Give the reason for the complaint or choose it from the list.',
  'Ten plik nie jest już dostępny: wersja demonstracyjna przechowuje przesłane pliki tylko do odświeżenia strony lub ponownego uruchomienia serwera.':
    'This file is no longer available: the demo keeps uploaded files only until the page is refreshed or the server restarts.',
  'Przygotuj nieużywany towar w oryginalnym opakowaniu – kurier odbierze go w ciągu 2 dni roboczych. Pieniądze zwrócimy w ciągu 14 dni od otrzymania towaru.':
    'Get the unused goods ready in their original packaging – a courier will collect them within 2 working days. We will refund you within 14 days of receiving the goods.',
  'Kurier odbierze reklamowany towar w ciągu 2 dni roboczych. Odpowiemy najpóźniej w ciągu 14 dni.':
    'A courier will collect the goods within 2 working days. We will answer within 14 days at the latest.',
  // answers to changes
  'Kod rabatowy został usunięty.': 'The promo code has been removed.',
  'Zamówienie zostało zaktualizowane': 'The order has been updated',
  'Podaj datę w formacie RRRR-MM-DD.': 'Give a date in the YYYY-MM-DD format.',
  'Obsługujemy tylko firmy z siedzibą w Polsce.': 'We only serve companies registered in Poland.',
  // credit notes' reasons (db/seed/invoices.ts)
  'Zwrot towaru – reklamacja uznana.': 'Goods returned – complaint accepted.',
  'Zwrot towaru uszkodzonego w transporcie.': 'Return of goods damaged in transit.',
  'Zwrot niezgodnego towaru (pomyłka w zamówieniu).': 'Return of wrong goods (a mistake in the order).',
  // shopping lists
  'Nie znaleziono listy zakupowej.': 'Shopping list not found.',
  'Podaj nazwę listy.': 'Give the list a name.',
});

let exactEn: Record<string, string> | undefined;

/** The English of a whole message of the demo API, or undefined when it is not one. */
export function messageExactEn(text: string): string | undefined {
  exactEn ??= exactMessagesEn();
  return exactEn[text];
}

export const MESSAGE_PATTERNS_EN: Pattern[] = [
  ...PARAMETRISED_VALIDATION,
  // the delivery-address book (src/domain/deliveryAddressBook.ts); the address's name is the user's own
  [/^Adres dostawy został usunięty\. Domyślnym adresem jest teraz: ([\s\S]+)\.$/, ([name]) => `The delivery address has been deleted. Your default address is now: ${name}.`],
  [/^Adres „([\s\S]+)” jest teraz domyślnym adresem dostawy\.$/, ([name]) => `“${name}” is now your default delivery address.`],
  // a raise of an order on a centre the editor may no longer order on (src/domain/orderPolicy/allowedCostCentres.ts)
  [/^Zamówienie jest na centrum kosztowym „(.+)”, na które nie możesz już zamawiać – możesz tylko zmniejszyć ilości albo usunąć produkty\.$/,
    ([centre]) => `The order is on the cost centre “${centreNameEn(centre)}”, which you may no longer order on – you can only lower quantities or remove products.`],
  // spec §5 cost-centre limit (src/domain/costCentre.ts)
  [/^wartość twoich zakupów to: (.+?)zł, a twój limit wynosi: (.+?)zł$/,
    ([value, limit]) => `your purchases come to ${moneyTextEn(`${value} zł`)}, and your limit is ${moneyTextEn(`${limit} zł`)}`],
  [/^Nie można zaakceptować zamówienia – limit centrum kosztowego „(.+)” nie może zostać przekroczony: wartość twoich zakupów to: (.+?)zł, a twój limit wynosi: (.+?)zł\.$/,
    ([centre, value, limit]) => `The order cannot be approved – the limit of the cost centre “${centreNameEn(centre)}” may not be exceeded: the order comes to ${moneyTextEn(`${value} zł`)}, and the limit is ${moneyTextEn(`${limit} zł`)}.`],
  // promo codes (services/promoCodes.ts)
  [/^Kod rabatowy „(.+)” nie istnieje\.$/, ([code]) => `The promo code “${code}” does not exist.`],
  [/^Kod rabatowy „(.+)” (wygasł .+|obowiązuje od .+)\.$/, ([code, why]) => `The promo code “${code}” ${promoReasonEn(why)}.`],
  [/^Kod rabatowy „(.+)” nie jest teraz naliczany: (.+)\. Zostanie naliczony sam, gdy koszyk spełni warunek\.$/,
    ([code, why]) => `The promo code “${code}” does not apply now: it ${promoReasonEn(why)}. It will apply by itself once the cart meets the condition.`],
  [/^Kod rabatowy „(.+)” został usunięty z koszyka: (.+)\.$/,
    ([code, why]) => `The promo code “${code}” has been removed from the cart: it ${why === 'nie jest już dostępny' ? 'is no longer available' : promoReasonEn(why)}.`],
  [/^Kod rabatowy „(.+)” został naliczony: (.+)\.$/, ([code, what]) => `The promo code “${code}” has been applied: ${promoEffectEn(what)}.`],
  // quantities (services/cart.ts, quickOrder.ts, orderCopy.ts)
  [/^Produkt „(.+)” można zamówić tylko w wielokrotności (\d+) (.+?)\.? Najbliższa dozwolona ilość to (\d+) (.+?)\.?$/,
    ([name, multiple, uom, nearest], t) => `“${t(name)}” can only be ordered in multiples of ${multiple} ${uomEn(uom, t)}. The nearest allowed quantity is ${nearest} ${uomEn(uom, t)}.`],
  [/^Produkt „(.+)” jest pakowany po (\d+) (.+?) – warto zamówić pełne opakowanie\.$/,
    ([name, multiple, uom], t) => `“${t(name)}” is packed in ${multiple} ${uomEn(uom, t)} – it is worth ordering a full pack.`],
  [/^Produkt „(.+)” nie jest już dostępny\.$/, ([name], t) => `“${t(name)}” is no longer available.`],
  [/^Produkt „(.+)” jest chwilowo niedostępny – (.+)\.$/, ([name, when], t) => `“${t(name)}” is temporarily unavailable – ${lowerFirst(whenEn(when))}.`],
  [/^Od ręki dostępne: (\d+) (.+?), brakujące (\d+) (.+?) – (.+)\.$/,
    ([stock, uom, missing, , when], t) => `In stock now: ${stock} ${uomEn(uom, t)}; the missing ${missing} ${uomEn(uom, t)} – ${lowerFirst(whenEn(when))}.`],
  [/^Twoja firma nie może zamawiać produktów z kategorii „(.*)”\.$/, ([category], t) => `Your company cannot order products from the category “${t(category)}”.`],
  [/^Ilość produktu „(.+)” musi być większa od zera\.$/, ([name], t) => `The quantity of “${t(name)}” must be greater than zero.`],
  [/^Ilość produktu „(.+)” zmieniono z (\d+) na (\d+) (.+) \(wielokrotność (\d+)\)\.$/,
    ([name, from, to, uom, multiple], t) => `The quantity of “${t(name)}” was changed from ${from} to ${to} ${uomEn(uom, t)} (a multiple of ${multiple}).`],
  [/^Kod OEM „(.+)” ma też (\d+) (?:zamiennik|zamienniki|zamienników) – dodano „(.+)”\.$/,
    ([code, count, name], t) => `The OEM code “${code}” also has ${count} ${count === '1' ? 'replacement' : 'replacements'} – “${t(name)}” was added.`],
  [/^Nie znaleziono produktu o identyfikatorze (\d+)\.$/, ([id]) => `No product has the id ${id}.`],
  [/^Żadnego produktu z zamówienia (\S+) nie można dziś dodać do koszyka\.(?: ([\s\S]*))?$/,
    ([number, notes], t) => `No product of order ${number} can be added to the cart today.${notes ? ` ${notesEn(notes, t)}` : ''}`],
  [/^Żaden produkt nie został dodany do koszyka\. ([\s\S]*)$/, ([notes], t) => `No product has been added to the cart. ${notesEn(notes, t)}`],
  [/^Pominięto „(.+?)”: ([\s\S]+)$/, ([name, why], t) => `Left out “${t(name)}”: ${messageEn(why, t)}`],
  // age gate (services/ageGate.ts, quickOrder.ts)
  [/^Produkty? („.+”) (?:jest przeznaczony|są przeznaczone) dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat\.$/,
    ([names], t) => `${quotedNames(names, t)} ${names.includes('”, „') ? 'are' : 'is'} for adults only – confirm that you are 18 or over.`],
  [/^Pominięto („.+”) – produkty? (?:jest przeznaczony|są przeznaczone) dla osób pełnoletnich, a wiek nie został potwierdzony\.$/,
    ([names], t) => `Left out ${quotedNames(names, t)} – for adults only, and your age was not confirmed.`],
  // request validation (http/issueMessages.ts)
  [/^Pole „(.+)” jest wymagane\.$/, ([field]) => `The field “${field}” is required.`],
  [/^Pole „(.+)” ma nieprawidłowy typ – oczekiwano: (.+)\.$/, ([field, type]) => `The field “${field}” has the wrong type – expected: ${TYPE_NAMES_EN[type] ?? type}.`],
  [/^Pole „(.+)” musi mieć co najmniej (\d+) (?:znak|znaki|znaków)\.$/, ([field, count]) => `The field “${field}” must have at least ${count} ${count === '1' ? 'character' : 'characters'}.`],
  [/^Pole „(.+)” musi zawierać co najmniej (\d+) (?:element|elementy|elementów)\.$/, ([field, count]) => `The field “${field}” must contain at least ${count} ${count === '1' ? 'item' : 'items'}.`],
  [/^Pole „(.+)” musi mieć wartość co najmniej (.+)\.$/, ([field, value]) => `The field “${field}” must be at least ${value}.`],
  [/^Pole „(.+)” może mieć najwyżej (\d+) (?:znak|znaki|znaków)\.$/, ([field, count]) => `The field “${field}” may have at most ${count} ${count === '1' ? 'character' : 'characters'}.`],
  [/^Pole „(.+)” może zawierać najwyżej (\d+) (?:element|elementy|elementów)\.$/, ([field, count]) => `The field “${field}” may contain at most ${count} ${count === '1' ? 'item' : 'items'}.`],
  [/^Pole „(.+)” może mieć wartość najwyżej (.+)\.$/, ([field, value]) => `The field “${field}” may be at most ${value}.`],
  [/^Pole „(.+)” ma niedozwoloną wartość\. Dozwolone: (.*)\.$/, ([field, values]) => `The field “${field}” has a value that is not allowed. Allowed: ${values}.`],
  [/^Pole „(.+)” ma niedozwoloną wartość\.$/, ([field]) => `The field “${field}” has a value that is not allowed.`],
  [/^Pole „(.+)” ma nieprawidłowy format\.$/, ([field]) => `The field “${field}” has an invalid format.`],
  [/^Pole „(.+)” ma nieprawidłową wartość\.$/, ([field]) => `The field “${field}” has an invalid value.`],
  [/^Pole „(.+)” ma zbyt dużą wartość\.$/, ([field]) => `The value of the field “${field}” is too large.`],
  [/^Pole „(.+)” musi być liczbą całkowitą\.$/, ([field]) => `The field “${field}” must be a whole number.`],
  [/^Pole „(.+)” musi zawierać liczby całkowite\.$/, ([field]) => `The field “${field}” must contain whole numbers.`],
  [/^Pole „(.+)” musi być datą w formacie RRRR-MM-DD\.$/, ([field]) => `The field “${field}” must be a date in the YYYY-MM-DD format.`],
  [/^Pole „(.+)” musi zawierać identyfikatory liczbowe\.$/, ([field]) => `The field “${field}” must contain numeric ids.`],
  [/^Pole „params” ma nieprawidłowy format \(oczekiwano np\. (.+)\)\.$/, ([example]) => `The field “params” has an invalid format (expected e.g. ${example}).`],
  [/^Nieznane pola: (.+)\.$/, ([fields]) => `Unknown fields: ${fields}.`],
  [/^Nieznany filtr „(.+)”\. Dostępne filtry: (.*)\.$/, ([filter, filters]) => `Unknown filter “${filter}”. Available filters: ${filters}.`],
  [/^Nieznany (.+) „(.+)” w polu „(.+)”\.$/, ([what, value, field]) => `Unknown ${FILTER_WHAT_EN[what] ?? what} “${value}” in the field “${field}”.`],
  [/^Nieznany przewoźnik „(.+)”\. Dostępni: (.*)\.$/, ([provider, providers]) => `Unknown carrier “${provider}”. Available: ${providers}.`],
  [/^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za (\d+) min\.$/, ([minutes]) => `Too many failed login attempts. Try again in ${minutes} min.`],
  // not found
  [/^Nie znaleziono (zamówienia|faktury|zgłoszenia) o identyfikatorze (.+)\.$/,
    ([what, id]) => `No ${({ zamówienia: 'order', faktury: 'invoice', zgłoszenia: 'complaint or return' } as Record<string, string>)[what]} has the id ${id}.`],
  [/^Nie znaleziono (produktu|marki|promocji|artykułu|strony|obrazu|logo) „(.+)”\.$/,
    ([what, slug]) => `${({ produktu: 'Product', marki: 'Brand', promocji: 'Promotion', artykułu: 'Article', strony: 'Page', obrazu: 'Image', logo: 'Logo' } as Record<string, string>)[what]} “${slug}” not found.`],
  [/^Nieznany rodzaj obrazów „(.+)”\.$/, ([kind]) => `Unknown kind of images “${kind}”.`],
  [/^Obraz „(.+)” nie jest dostępny w formacie (\S+) w tym środowisku demonstracyjnego API \(dostępne: (.*)\)\.$/,
    ([name, format, formats]) => `The image “${name}” is not available as ${format} in this demo API (available: ${formats}).`],
  [/^Nie ma strony dla frazy „(.+)”\.$/, ([slug]) => `There is no page for the phrase “${slug}”.`],
  [/^Nie ma ustawienia „(.+)”\.$/, ([id]) => `There is no setting “${id}”.`],
  [/^Nie znaleziono konta (\S+) wśród kont, na które możesz się przełączyć\.$/, ([id]) => `Account ${id} is not among the accounts you can switch to.`],
  // checkout (services/placeOrderMessages.ts)
  [/^Nie znaleźliśmy punktu odbioru „(.+)” – wybierz punkt z listy\.$/, ([point]) => `We could not find the pickup point “${point}” – choose a point from the list.`],
  [/^Minimalna wartość zamówienia Twojej firmy to (.+) zł netto\.$/, ([amount]) => `Your company’s minimum order value is ${moneyTextEn(`${amount} zł`)} net.`],
  [/^Konto z adresem (\S+) już istnieje\.$/, ([email]) => `An account with the address ${email} already exists.`],
  [/^Dziękujemy! Zamówienie (\S+) zostało przyjęte\.$/, ([number]) => `Thank you! Order ${number} has been received.`],
  // the answer to a placed order with what comes next (payment, a new account)
  [/^Dziękujemy! Zamówienie (\S+) zostało przyjęte\. ([\s\S]+)$/, ([number, next], t) => `Thank you! Order ${number} has been received. ${messageEn(next, t)}`],
  [/^Najwcześniejszy możliwy termin dostawy to (.+)\.$/, ([first]) => `The earliest possible delivery date is ${first.replace(/(\d\d)\.(\d\d)\.(\d{4})/, '$1/$2/$3')}.`],
  [/^Dziękujemy! Zamówienie (\S+) czeka na akceptację – przekracza limit centrum kosztowego „(.+)” o (.+)\.$/,
    ([number, centre, over]) => `Thank you! Order ${number} awaits approval – it exceeds the limit of the cost centre “${centreNameEn(centre)}” by ${moneyTextEn(over)}.`],
  [/^Założyliśmy Ci konto – zaloguj się adresem (\S+)\.$/, ([email]) => `We have created an account for you – log in with ${email}.`],
  [/^Wysyłka częściowa: dostępne produkty wysyłamy od razu, brakujące \((.+)\) doślemy po dostawie do magazynu\.$/,
    ([missing], t) => `Partial shipment: we send the products in stock now and the missing ones (${quotedNames(missing, t)}) once they reach our warehouse.`],
  [/^Płatność przy odbiorze jest dostępna dla zamówień do (.+) zł brutto\. Wybierz przelew lub płatność online\.$/,
    ([amount]) => `Cash on delivery is available for orders up to ${moneyTextEn(`${amount} zł`)} gross. Choose bank transfer or online payment.`],
  // orders, approvals, payments
  [/^Zamówienia (\S+) nie można już (?:edytować|zmienić) – ma status „(.+)”\.$/, ([number, status]) => `Order ${number} can no longer be changed – its status is “${ORDER_STATUS_EN[status] ?? status}”.`],
  [/^Nie masz uprawnień do edycji zamówienia (\S+)\.$/, ([number]) => `You are not allowed to change order ${number}.`],
  [/^Tego produktu nie ma już w zamówieniu (\S+)\.$/, ([number]) => `This product is no longer in order ${number}.`],
  [/^Zamówienie (\S+) zostało (zaakceptowane|odrzucone)\.$/, ([number, what]) => `Order ${number} has been ${what === 'zaakceptowane' ? 'approved' : 'rejected'}.`],
  [/^Zamówienie (\S+) zostało w międzyczasie zmienione – sprawdź je i zdecyduj ponownie\.$/, ([number]) => `Order ${number} was changed in the meantime – check it and decide again.`],
  [/^Zamówienie (\S+) zostało już (zaakceptowane|odrzucone)\.$/, ([number, what]) => `Order ${number} has already been ${what === 'zaakceptowane' ? 'approved' : 'rejected'}.`],
  [/^Zamówienie (\S+) nie oczekuje na akceptację \(status: „(.+)”\)\.$/, ([number, status]) => `Order ${number} is not awaiting approval (status: “${ORDER_STATUS_EN[status] ?? status}”).`],
  [/^Tylko osoba akceptująca zamówienia może (akceptować|odrzucać) zamówień\.$/, ([what]) => `Only an order approver can ${what === 'akceptować' ? 'approve' : 'reject'} orders.`],
  [/^Zamówienie (\S+) jest już opłacone\.$/, ([number]) => `Order ${number} has already been paid.`],
  [/^Zamówienie (\S+) nie jest opłacane online\.$/, ([number]) => `Order ${number} is not paid online.`],
  [/^Zamówienie (\S+) zostało (anulowane|odrzucone) – nie można go opłacić\.$/, ([number, what]) => `Order ${number} has been ${what === 'anulowane' ? 'cancelled' : 'rejected'} – it cannot be paid.`],
  [/^Faktura (\S+) jest już opłacona\.$/, ([number]) => `Invoice ${number} has already been paid.`],
  [/^Faktura korygująca (\S+) nie podlega zapłacie\.$/, ([number]) => `Credit note ${number} is not to be paid.`],
  // complaints (services/complaintChecks.ts, complaintRegistration.ts, complaintDocuments.ts)
  [/^Napisz, dlaczego zwracasz produkt „(.+)”, albo wybierz powód z listy\.$/, ([name], t) => `Write why you are returning “${t(name)}”, or choose a reason from the list.`],
  [/^Podaj powód reklamacji produktu „(.+)” albo wybierz go z listy\.$/, ([name], t) => `Give the reason for the complaint about “${t(name)}” or choose it from the list.`],
  [/^Produkt „(.+)” z dokumentu (\S+) został już w całości zgłoszony do reklamacji lub zwrotu\.$/,
    ([name, document], t) => `All of “${t(name)}” from document ${document} has already been reported for a complaint or a return.`],
  [/^Produkt „(.+)”: możesz zgłosić od 1 do (\d+) (.+?) \(dostarczono (\d+) (.+?)(?:, zgłoszono już (\d+) .+?)?\)\.$/,
    ([name, max, uom, delivered, , covered], t) => `“${t(name)}”: you can report 1 to ${max} ${t(uom)} (${delivered} ${t(uom)} delivered${covered ? `, ${covered} ${t(uom)} already reported` : ''}).`],
  [/^Podaj numer seryjny produktu „(.+)” – znajdziesz go na tabliczce znamionowej urządzenia\.$/,
    ([name], t) => `Give the serial number of “${t(name)}” – you will find it on the device’s rating plate.`],
  [/^Podaj model drukarki lub urządzenia, w którym używano produktu „(.+)”\.$/, ([name], t) => `Give the model of the printer or device “${t(name)}” was used in.`],
  [/^Do produktu „(.+)” możesz dołączyć najwyżej (\d+) (?:plik|pliki|plików)\.$/, ([name, max], t) => `You can attach at most ${max} ${max === '1' ? 'file' : 'files'} to “${t(name)}”.`],
  [/^Pozycja (\S+) należy do dokumentu dostawy innego klienta – nie możesz jej reklamować ani zwracać\.$/,
    ([id]) => `Item ${id} belongs to another customer’s delivery document – you cannot report a complaint about it or return it.`],
  [/^Pozycja (\S+) należy do dokumentu (\S+), nie do (\S+)\. Jedno zgłoszenie dotyczy jednego dokumentu\.$/,
    ([id, owner, document]) => `Item ${id} belongs to document ${owner}, not to ${document}. One report covers one document.`],
  [/^Produkt „(.+)” występuje w zgłoszeniu więcej niż raz – podaj go raz, z łączną ilością\.$/,
    ([name], t) => `“${t(name)}” appears in the report more than once – give it once, with the total quantity.`],
  [/^Nieznany powód „(.+)”\. Wybierz z listy: (.*)\.$/,
    ([reason, options]) => `Unknown reason “${reason}”. Choose from the list: ${options.split(', ').map((option) => EXACT_TEXTS_EN[option] ?? option).join(', ')}.`],
  [/^Nie można odczytać pliku „(.+)” – jego treść powinna być zapisana w base64\.$/, ([file]) => `The file “${file}” cannot be read – its content should be base64-encoded.`],
  [/^Nie znaleziono dokumentu dostawy „(.+)”\. Sprawdź numer na dokumencie WZ dołączonym do przesyłki\.$/,
    ([number]) => `Delivery document “${number}” not found. Check the number on the delivery note (WZ) that came with the parcel.`],
  [/^Towar z dokumentu (\S+) jest jeszcze w drodze – zgłoszenie będzie możliwe po dostawie\.$/,
    ([number]) => `The goods of document ${number} are still on their way – you can report them once they are delivered.`],
  [/^Minął termin zwrotu towaru z dokumentu (\S+): można go było zwrócić do (\S+) \((\d+) dni od dostawy\)\. Wadliwy towar możesz nadal zgłosić jako reklamację\.$/,
    ([number, date, days]) => `The return period for the goods of document ${number} is over: they could be returned until ${date.replace(/\./g, '/')} (${days} days from delivery). You can still report faulty goods as a complaint.`],
  [/^Dokument (\S+): ([\s\S]+), wartość (.+?) brutto\. ([\s\S]+)$/,
    ([document, listed, value, next], t) => `Document ${document}: ${listedEn(listed, t)}, worth ${moneyTextEn(value)} gross. ${messageExactEn(next) ?? next}`],
  // shopping lists
  [/^Masz już listę o nazwie „(.+)”\.$/, ([name]) => `You already have a list called “${name}”.`],
  [/^Nieznany cykl przypomnień „(.+)”\. Dozwolone: (.*)\.$/, ([cycle, cycles]) => `Unknown reminder cycle “${cycle}”. Allowed: ${cycles}.`],
  [/^Nie można usunąć listy „(.+)” – to Twoja lista domyślna\.$/, ([name]) => `The list “${listName(name)}” cannot be deleted – it is your default list.`],
  [/^Produkt „(.+)” nie jest już w ofercie – nie można go dodać do listy\.$/, ([name], t) => `“${t(name)}” is no longer in our range – it cannot be added to a list.`],
  [/^Lista może zawierać najwyżej (\d+) produktów\.$/, ([max]) => `A list can contain at most ${products(max)}.`],
  [/^Te produkty były już na liście – zmieniono ich ilość: (.+)\.$/, ([names], t) => `These products were already on the list – their quantity has been changed: ${quotedNames(names, t)}.`],
  [/^Produktu „(.+)” nie ma na liście „(.+)”\.$/, ([name, list], t) => `“${t(name)}” is not on the list “${listName(list)}”.`],
  [/^Produktu o identyfikatorze (\d+) nie ma na liście „(.+)”\.$/, ([id, list]) => `Product ${id} is not on the list “${listName(list)}”.`],
  // a product's and a brand's page data for search engines (handlers/search-and-products.ts, services/catalogue.ts)
  [/^(.+) \| Spinacz – artykuły biurowe dla firm$/, ([name], t) => `${t(name)} | Spinacz – office supplies for businesses`],
  [/^(.+) \((.*)\) w kategorii (.+): (.+) zł netto, (.+)\. Darmowa dostawa od (\d+) zł\.$/,
    ([name, brand, category, price, when], t) =>
      `${t(name)}${brand ? ` (${brand})` : ''} in the ${t(category)} category: ${moneyTextEn(`${price} zł`)} net, ${lowerFirst(whenEn(upperFirst(when)))}. Free delivery from PLN\u00a0250.`],
  [/^(.+) – (\d+) (?:produkt|produkty|produktów) w sklepie Spinacz$/, ([brand, count]) => `${brand} – ${products(count)} at Spinacz`],
  [/^Produkty marki (.+) \((\d+) (?:produkt|produkty|produktów)\) w hurtowni Spinacz: (.+)\. Darmowa dostawa od (\d+) zł\.$/,
    ([brand, count, categories], t) => `${brand} products (${products(count)}) at the Spinacz wholesaler: ${lowerCategories(categories, t)}. Free delivery from PLN\u00a0250.`],
  [/^<p><strong>(.+?)<\/strong> – (polski producent|marka) w kategoriach: (.+?)\. W ofercie Spinacza znajdziesz (\d+) (?:produkt|produkty|produktów) tej marki, z dostawą już następnego dnia roboczego\.<\/p><p>Najczęściej wybierane kategorie: (.*)\.<\/p>$/,
    ([brand, origin, categories, count, links], t) =>
      `<p><strong>${brand}</strong> – ${origin === 'marka' ? 'a brand' : 'a Polish manufacturer'} in the categories: ${lowerCategories(categories, t)}. Spinacz offers ${products(count)} of this brand, delivered as soon as the next working day.</p>`
      + `<p>Most popular categories: ${links.replace(/<a href="\/kategoria\/([^"]+)">([^<]*)<\/a>/g, (_, slug: string, name: string) => `<a href="/en/category/${slug}">${t(name)}</a>`)}.</p>`],
  // notifications (services/reports.ts)
  [/^Raport „(.+)” jest gotowy$/, ([type]) => `The report “${reportTypeEn(type)}” is ready`],
  [/^Nie udało się przygotować raportu „(.+)”$/, ([type]) => `The report “${reportTypeEn(type)}” could not be prepared`],
  [/^Raport za okres (\S+) możesz pobrać w zakładce „Raporty”\.$/, ([range]) => `You can download the report for ${range} under “Reports”.`],
];

/** A report type's name in English (the report types carry both). */
const reportTypeEn = (name: string): string => REPORT_TYPES.find((type) => type.name.pl === name)?.name.en ?? name;

const FILTER_WHAT_EN: Record<string, string> = {
  'rodzaj zgłoszenia': 'report type', 'status zgłoszenia': 'report status', 'status zamówienia': 'order status', 'rola użytkownika': 'user role',
  'status faktury': 'invoice status', 'rodzaj faktury': 'invoice type', 'status oferty': 'offer status',
};

const ORDER_STATUS_EN: Record<string, string> = {
  'Oczekuje na akceptację': 'Awaiting approval', Odrzucone: 'Rejected', Zaakceptowane: 'Approved', 'W realizacji': 'In progress',
  Wysłane: 'Shipped', Dostarczone: 'Delivered', Anulowane: 'Cancelled', Złożone: 'Placed',
};

/** A seeded list's name in English ("Lista domyślna"); a name a user gave stays. */
const listName = (name: string): string => EXACT_TEXTS_EN[name] ?? name;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Category names written in lower case inside a sentence ("papier ksero, tonery"), in English. */
const lowerCategories = (names: string, t: Translate): string => names.split(', ').map((name) => t(upperFirst(name)).toLowerCase()).join(', ');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** An availability phrase ("U Ciebie w ciągu 3 dni roboczych", "Dostępny od 05.12.2026"...), as the product page has it. */
function whenEn(when: string): string {
  const exact = EXACT_TEXTS_EN[when];
  if (exact !== undefined) return exact;
  for (const [pattern, english] of PATTERN_TEXTS_EN) {
    const match = pattern.exec(when);
    if (match) return english(match.slice(1), (text) => text);
  }
  return when;
}

/** Why a promo code does not apply, after "it". */
function promoReasonEn(why: string): string {
  const expired = /^wygasł (\S+)$/.exec(why);
  if (expired) return `expired on ${expired[1].replace(/\./g, '/')}`;
  const from = /^obowiązuje od (\d\d\.\d\d\.\d{4})$/.exec(why);
  if (from) return `applies from ${from[1].replace(/\./g, '/')}`;
  const minimum = /^obowiązuje od (.+?) netto wartości produktów – brakuje (.+)$/.exec(why);
  if (minimum) return `applies from ${moneyTextEn(minimum[1])} net of products – ${moneyTextEn(minimum[2])} is missing`;
  return why;
}

/** What an applied promo code gives. */
function promoEffectEn(what: string): string {
  if (what === 'darmowa dostawa') return 'free delivery';
  const percent = /^−(\d+(?:[.,]\d+)?)% na produkty$/.exec(what);
  if (percent) return `−${percent[1]}% off products`;
  const amount = /^−(.+) netto$/.exec(what);
  return amount ? `−${moneyTextEn(amount[1])} net` : what;
}

/** The products of a complaint ("Nazwa (2 szt.); Nazwa (1 op.) i 2 inne"). */
function listedEn(listed: string, t: Translate): string {
  const [items, more] = listed.split(/ i (\d+) (?:inny|inne|innych)$/);
  const english = items.split('; ').map((item) => {
    const match = /^(.+) \((\d+) (.+)\)$/.exec(item);
    return match ? `${t(match[1])} (${match[2]} ${t(match[3])})` : t(item);
  }).join('; ');
  return more ? `${english} and ${more} ${more === '1' ? 'other' : 'others'}` : english;
}

/** Notes joined by spaces, each a message of its own (order copy, shopping list to cart). */
function notesEn(notes: string, t: Translate): string {
  return notes.split(/(?<=\.) (?=Pominięto |Ilość produktu |Produkt |Produkty )/).map((note) => messageEn(note, t)).join(' ');
}

/** A message in English, or as it is when it is none of the demo API's. */
export function messageEn(text: string, t: Translate): string {
  const exact = messageExactEn(text);
  if (exact !== undefined) return exact;
  for (const [pattern, english] of MESSAGE_PATTERNS_EN) {
    const match = pattern.exec(text);
    if (match) return english(match.slice(1), t);
  }
  return text;
}
