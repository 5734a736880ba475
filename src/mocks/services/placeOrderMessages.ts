/**
 * What placing an order answers in Polish: the refusals of the checkout's rules and the thanks for a
 * placed order (the English answers are translated from these, src/mocks/presenters/english).
 */
import { formatAmount, formatPln } from '../../domain/money';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Twój koszyk jest pusty',
  cartChanged: 'Koszyk zmienił się w innej karcie lub oknie. Sprawdź podsumowanie i złóż zamówienie ponownie.',
  deliveryMethod: 'Wybierz sposób dostawy.',
  pickupPoint: 'Wybierz punkt odbioru.',
  unknownPickupPoint: (pni: string) => `Nie znaleźliśmy punktu odbioru „${pni}” – wybierz punkt z listy.`,
  stockDecision: 'Część produktów nie jest dostępna w zamówionej ilości – wybierz, co zrobić z brakującymi.',
  nothingAvailable: 'Żaden z zamówionych produktów nie jest teraz dostępny – wybierz inną opcję.',
  deliveryAddress: 'Wybrany adres dostawy nie należy do Twojego konta.',
  noDeliveryAddress: 'Podaj adres dostawy.',
  costCenterRequired: 'Wybierz centrum kosztowe.',
  costCenterForeign: 'Wybrane centrum kosztowe nie należy do Twojej firmy.',
  consignee: 'Wybrany odbiorca nie należy do Twojej firmy.',
  minimumOrder: (minimum: number) => `Minimalna wartość zamówienia Twojej firmy to ${formatAmount(minimum)} zł netto.`,
  accountExists: (email: string) => `Konto z adresem ${email} już istnieje.`,
  placed: (number: string) => `Dziękujemy! Zamówienie ${number} zostało przyjęte.`,
  awaiting: (number: string, centre: string, over: number) => `Dziękujemy! Zamówienie ${number} czeka na akceptację – przekracza limit centrum kosztowego „${centre}” o ${formatPln(over)}.`,
  payOnline: 'Przejdź do płatności, aby je opłacić.',
  accountCreated: (email: string) => `Założyliśmy Ci konto – zaloguj się adresem ${email}.`,
} as const;
