/** Text pages of the shop in Polish (the footer's static pages, disposal, accessibility statement). */
import { contactPhone, contactTexts, SHOP_CONTACT } from '../../../domain/shopContact';
import { mailLinkHtml, phoneLinkHtml } from './contactHtml';
import type { TextPageSource } from './pages';

const PHONE = phoneLinkHtml('pl');
const MAIL = mailLinkHtml(SHOP_CONTACT.email);
const { callPrice, hoursShort, hoursLong } = contactTexts('pl');

export const PAGES_PL: Record<string, TextPageSource> = {
  'sposoby-platnosci': {
    title: 'Sposoby płatności',
    description: 'Przelew z odroczonym terminem dla firm, przedpłata, karta płatnicza i BLIK – sprawdź, jak zapłacić za zamówienie w sklepie Spinacz.',
    content: `
<p>W sklepie Spinacz płacisz tak, jak Ci wygodnie. Dostępne sposoby płatności zależą od rodzaju konta – firmy po weryfikacji mogą płacić przelewem z odroczonym terminem.</p>
<h2>Płatności online</h2>
<ul>
  <li><strong>BLIK</strong> – kod z aplikacji bankowej, płatność zaksięgowana natychmiast.</li>
  <li><strong>Karta płatnicza</strong> – Visa i Mastercard, także karty firmowe. Płatność jest obsługiwana przez zewnętrznego operatora; nie przechowujemy danych kart.</li>
</ul>
<p>Zamówienia opłacone online realizujemy od razu po zaksięgowaniu wpłaty. Jeśli płatność się nie powiedzie, możesz ją ponowić w szczegółach zamówienia w koncie.</p>
<h2>Przedpłata na konto</h2>
<p>Po złożeniu zamówienia otrzymasz e-mail z numerem rachunku i kwotą do zapłaty. W tytule przelewu wpisz numer zamówienia. Zamówienie wysyłamy po zaksięgowaniu wpłaty – zwykle w ciągu jednego dnia roboczego. Nieopłacone zamówienia anulujemy po 7 dniach.</p>
<h2>Przelew z odroczonym terminem</h2>
<p>Dla firm z historią zamówień oferujemy przelew z terminem płatności <strong>14 lub 30 dni</strong> od daty wystawienia faktury. Termin i kupiecki limit kredytowy ustalamy indywidualnie – skontaktuj się z opiekunem handlowym lub biurem obsługi klienta.</p>
<h2>Faktury</h2>
<p>Do każdego zamówienia wystawiamy fakturę VAT. Faktury są dostępne w koncie w zakładce <em>Faktury</em> w formacie PDF. Klienci, którzy wyrazili zgodę na e-fakturę, otrzymują faktury wyłącznie w formie elektronicznej.</p>
<h2>Masz pytania?</h2>
<p>Zadzwoń: ${PHONE} (koszt połączenia ${callPrice}), ${hoursLong}, lub napisz na ${MAIL}.</p>`,
  },
  'zwroty-i-reklamacje': {
    title: 'Zwroty i reklamacje',
    description: 'Jak zwrócić towar lub złożyć reklamację w sklepie Spinacz: terminy, formularz w koncie, odbiór przez kuriera.',
    content: `
<p>Zależy nam, żeby każde zamówienie dotarło kompletne i w dobrym stanie. Jeśli coś poszło nie tak, zwrot lub reklamację zgłosisz w kilka minut w koncie, w zakładce <em>Reklamacje i zwroty</em>.</p>
<h2>Zwrot towaru</h2>
<p>Konsumenci oraz przedsiębiorcy na prawach konsumenta mogą odstąpić od umowy bez podania przyczyny w ciągu <strong>14 dni</strong> od otrzymania towaru. Klientów firmowych zapraszamy do kontaktu – zwroty nieuszkodzonych produktów z bieżącej oferty przyjmujemy w ciągu 30 dni.</p>
<ul>
  <li>Towar powinien być nieużywany i w oryginalnym opakowaniu.</li>
  <li>Zwrotowi nie podlegają produkty wykonane na zamówienie, artykuły spożywcze z otwartym opakowaniem oraz produkty higieniczne po otwarciu.</li>
  <li>Pieniądze zwracamy w ciągu 14 dni od otrzymania zwrotu, tą samą metodą, którą zapłacono.</li>
</ul>
<h2>Reklamacja</h2>
<p>Jeśli towar jest uszkodzony lub niezgodny z zamówieniem, złóż reklamację w koncie: wybierz zamówienie lub dokument, zaznacz produkty, opisz problem i dołącz zdjęcia. Reklamacje rozpatrujemy w ciągu <strong>14 dni</strong>.</p>
<ul>
  <li>Uszkodzenia w transporcie zgłoś najlepiej przy odbiorze, w protokole szkody u kuriera.</li>
  <li>Przy reklamacji tonera podaj model drukarki i dołącz przykładowy wydruk.</li>
  <li>Urządzenia objęte gwarancją producenta możesz zgłosić bezpośrednio w serwisie – dane znajdziesz w karcie gwarancyjnej.</li>
</ul>
<h2>Odbiór towaru</h2>
<p>Po przyjęciu zgłoszenia zamówimy kuriera, który odbierze przesyłkę spod wskazanego adresu. Koszt odbioru reklamowanego towaru pokrywamy my.</p>
<h2>Kontakt</h2>
<p>Biuro obsługi klienta: ${PHONE} (${callPrice}), ${hoursShort}, ${MAIL}.</p>`,
  },
  'warunki-dostaw': {
    title: 'Warunki dostaw',
    description: 'Darmowa dostawa od 250 zł netto. Kurier DPD, transport Spinacz, Paczkomaty InPost i odbiór osobisty w Poznaniu.',
    content: `
<p>Zamówienia złożone w dni robocze do godziny <strong>16:00</strong> wysyłamy tego samego dnia. Większość przesyłek dociera następnego dnia roboczego.</p>
<h2>Koszt dostawy</h2>
<ul>
  <li><strong>Darmowa dostawa</strong> dla zamówień od <strong>250 zł netto</strong> (307,50 zł brutto).</li>
  <li>Poniżej progu dostawa kosztuje 14,99 zł netto.</li>
  <li>Odbiór osobisty jest zawsze bezpłatny.</li>
</ul>
<h2>Sposoby dostawy</h2>
<ul>
  <li><strong>Kurier DPD</strong> – dostawa pod wskazany adres w całej Polsce, zwykle w 1 dzień roboczy.</li>
  <li><strong>Transport Spinacz</strong> – nasi kierowcy w Poznaniu i okolicach; dostawa z wniesieniem do biura.</li>
  <li><strong>Paczkomat InPost</strong> – dla mniejszych przesyłek, do 25 kg.</li>
  <li><strong>Odbiór osobisty</strong> – Poznań, ul. Głogowska 218, pon.–pt. 8:00–16:00, po otrzymaniu wiadomości, że zamówienie jest gotowe.</li>
</ul>
<h2>Towary paletowe i gabarytowe</h2>
<p>Zamówienia paletowe dostarczamy w ciągu 2–3 dni roboczych samochodem z windą. Prosimy o informację w uwagach do zamówienia, jeśli pod adresem nie ma rampy lub obowiązują ograniczenia wjazdu.</p>
<h2>Termin dostawy na życzenie</h2>
<p>Klienci firmowi mogą wybrać konkretny dzień dostawy w procesie zamówienia. Jeśli wybrany termin jest niedostępny, zaproponujemy najbliższy możliwy.</p>
<h2>Odbiór przesyłki</h2>
<p>Przy odbiorze sprawdź stan paczki. Uszkodzenia opakowania zgłoś kurierowi i spisz protokół szkody – to przyspieszy reklamację.</p>`,
  },
  'regulamin-sklepu': {
    title: 'Regulamin sklepu',
    description: 'Regulamin sklepu internetowego Spinacz: zasady składania zamówień, płatności, dostawy, zwrotów i reklamacji.',
    content: `
<h2>§1. Postanowienia ogólne</h2>
<p>Sklep internetowy Spinacz prowadzi Spinacz sp. z o.o. z siedzibą w Poznaniu, ul. Głogowska 218, 60-104 Poznań, wpisana do rejestru przedsiębiorców KRS pod numerem 0000512345, NIP 7792134581, kapitał zakładowy 500 000 zł. Regulamin określa zasady korzystania ze sklepu i zawierania umów sprzedaży na odległość.</p>
<h2>§2. Konto klienta</h2>
<ol>
  <li>Zakupy można robić bez rejestracji lub po założeniu konta.</li>
  <li>Konto firmowe może mieć wielu użytkowników z różnymi uprawnieniami, centra kosztowe i limity zakupowe.</li>
  <li>Klient odpowiada za poufność hasła. Konto można w każdej chwili usunąć, kontaktując się z biurem obsługi klienta.</li>
</ol>
<h2>§3. Zamówienia i ceny</h2>
<ol>
  <li>Ceny podawane są w złotych polskich, netto i brutto. Do ceny produktów objętych systemem kaucyjnym doliczana jest kaucja.</li>
  <li>Umowa zostaje zawarta z chwilą potwierdzenia przyjęcia zamówienia do realizacji.</li>
  <li>Przy produktach w promocji wskazujemy najniższą cenę z 30 dni przed obniżką.</li>
  <li>Niektóre produkty sprzedawane są w wielokrotnościach opakowania – wymagana ilość jest podana na karcie produktu.</li>
</ol>
<h2>§4. Płatności i dostawa</h2>
<p>Dostępne metody płatności opisuje strona <a href="/sposoby-platnosci">Sposoby płatności</a>, a sposoby, koszty i terminy dostawy – strona <a href="/warunki-dostaw">Warunki dostaw</a>.</p>
<h2>§5. Odstąpienie od umowy, zwroty i reklamacje</h2>
<p>Konsument może odstąpić od umowy w terminie 14 dni bez podania przyczyny. Sprzedawca odpowiada wobec konsumenta za brak zgodności towaru z umową na zasadach określonych w ustawie o prawach konsumenta. Szczegóły opisuje strona <a href="/zwroty-i-reklamacje">Zwroty i reklamacje</a>.</p>
<h2>§6. Produkty dla dorosłych</h2>
<p>Napoje alkoholowe sprzedajemy wyłącznie osobom pełnoletnim. Dodając taki produkt do koszyka, kupujący potwierdza, że ukończył 18 lat.</p>
<h2>§7. Dane osobowe</h2>
<p>Zasady przetwarzania danych osobowych opisuje <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p>
<h2>§8. Postanowienia końcowe</h2>
<p>W sprawach nieuregulowanych stosuje się przepisy prawa polskiego. Spory z konsumentami mogą być rozwiązywane polubownie, w tym przez stały polubowny sąd konsumencki lub rzecznika konsumentów.</p>`,
  },
  kontakt: {
    title: 'Kontakt',
    description: `Biuro obsługi klienta Spinacz: telefon ${contactPhone('pl')} (${callPrice}), ${hoursShort}, e-mail ${SHOP_CONTACT.email} i czat.`,
    content: `
<p>Chętnie pomożemy przy zamówieniu, doborze tonera, fakturze czy reklamacji.</p>
<h2>Biuro obsługi klienta</h2>
<ul>
  <li>Telefon: ${PHONE} – koszt połączenia ${callPrice}</li>
  <li>E-mail: ${MAIL}</li>
  <li>Czat na stronie – przycisk w prawym dolnym rogu</li>
  <li>Godziny pracy: ${hoursLong}</li>
</ul>
<p>Na e-maile odpowiadamy w ciągu jednego dnia roboczego.</p>
<h2>Klienci firmowi</h2>
<p>Firmy z kontem firmowym mają swojego opiekuna handlowego – jego dane znajdziesz w koncie, na pulpicie. Opiekun przygotuje ofertę indywidualną, ustali termin płatności i pomoże w konfiguracji centrów kosztowych.</p>
<h2>Punkt odbioru osobistego</h2>
<p>Spinacz sp. z o.o.<br>ul. Głogowska 218<br>60-104 Poznań<br>czynny od poniedziałku do piątku, 8:00–16:00</p>
<h2>Dane firmy</h2>
<p>Spinacz sp. z o.o., NIP 7792134581, KRS 0000512345.</p>`,
  },
  'polityka-prywatnosci': {
    title: 'Polityka prywatności',
    description: 'Jak sklep Spinacz przetwarza dane osobowe i korzysta z plików cookies. Twoje prawa i dane kontaktowe administratora.',
    content: `
<h2>Administrator danych</h2>
<p>Administratorem Twoich danych osobowych jest Spinacz sp. z o.o., ul. Głogowska 218, 60-104 Poznań. W sprawach danych osobowych napisz na ${mailLinkHtml(SHOP_CONTACT.privacyEmail)}.</p>
<h2>Cele i podstawy przetwarzania</h2>
<ul>
  <li>realizacja zamówień i prowadzenie konta – wykonanie umowy (art. 6 ust. 1 lit. b RODO),</li>
  <li>wystawianie faktur i prowadzenie księgowości – obowiązek prawny (art. 6 ust. 1 lit. c RODO),</li>
  <li>obsługa reklamacji i dochodzenie roszczeń – prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO),</li>
  <li>newsletter i marketing – Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać.</li>
</ul>
<h2>Odbiorcy danych</h2>
<p>Dane przekazujemy firmom, które pomagają nam realizować zamówienia: przewoźnikom, operatorom płatności, dostawcy systemu księgowego i usług IT. Nie sprzedajemy danych osobowych.</p>
<h2>Okres przechowywania</h2>
<p>Dane związane z zamówieniami przechowujemy przez okres wymagany przepisami podatkowymi (5 lat od końca roku podatkowego), dane konta – do jego usunięcia, a dane do newslettera – do wycofania zgody.</p>
<h2>Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu. Przysługuje Ci także skarga do Prezesa Urzędu Ochrony Danych Osobowych.</p>
<h2>Pliki cookies</h2>
<p>Używamy plików cookies niezbędnych do działania sklepu (logowanie, koszyk, ustawienia cen netto i brutto). Cookies analityczne, marketingowe oraz czat na stronie uruchamiamy wyłącznie po wyrażeniu zgody. Zgodę możesz zmienić w dowolnym momencie w ustawieniach plików cookies.</p>`,
  },
  'deklaracja-dostepnosci': {
    title: 'Deklaracja dostępności',
    description: 'Deklaracja dostępności sklepu internetowego Spinacz: zgodność z WCAG 2.1 AA, znane ograniczenia i kontakt w sprawie dostępności.',
    content: `
<p>Spinacz sp. z o.o. zobowiązuje się zapewnić dostępność swojego sklepu internetowego zgodnie z Europejskim aktem o dostępności i standardem WCAG 2.1 na poziomie AA.</p>
<h2>Stan dostępności</h2>
<p>Sklep jest <strong>częściowo zgodny</strong> ze standardem WCAG 2.1 AA. Regularnie testujemy stronę automatycznie i ręcznie, w tym z czytnikiem ekranu i wyłącznie z klawiatury.</p>
<h2>Ułatwienia</h2>
<ul>
  <li>obsługa całego sklepu z klawiatury i widoczny fokus,</li>
  <li>link „Przejdź do treści” na początku każdej strony,</li>
  <li>opisy alternatywne zdjęć produktów,</li>
  <li>kontrast tekstu zgodny z wymaganiami poziomu AA,</li>
  <li>możliwość powiększenia strony do 200% bez utraty treści.</li>
</ul>
<h2>Znane ograniczenia</h2>
<ul>
  <li>widżety opinii zewnętrznych serwisów nie są w pełni dostępne – nie mamy wpływu na ich kod,</li>
  <li>część archiwalnych plików PDF (faktury sprzed 2024 roku) nie ma struktury dostępnej dla czytników ekranu.</li>
</ul>
<h2>Informacje zwrotne i kontakt</h2>
<p>Jeśli napotkasz problem z dostępnością, napisz na ${mailLinkHtml(SHOP_CONTACT.accessibilityEmail)} lub zadzwoń pod numer ${PHONE} (${hoursShort}). Odpowiemy w ciągu 7 dni. Na prośbę przekażemy informacje w dostępnej formie, na przykład w pliku tekstowym.</p>
<p>Deklarację sporządzono na podstawie samooceny i zaktualizowano w bieżącym roku.</p>`,
  },
  utylizacja: {
    title: 'Utylizacja',
    description: 'Bezpłatny odbiór zużytych tonerów, zbiórka baterii i sprzętu elektronicznego. Jak oddać odpady w sklepie Spinacz.',
    content: `
<p>Pomagamy firmom pozbywać się odpadów biurowych zgodnie z przepisami. Jesteśmy wpisani do rejestru BDO pod numerem 000123456.</p>
<h2>Zużyte tonery i tusze</h2>
<p>Odbieramy zużyte tonery, bębny i tusze <strong>bezpłatnie</strong>, niezależnie od tego, gdzie zostały kupione.</p>
<ol>
  <li>Zapakuj kasety do kartonu – najlepiej w worki foliowe, żeby toner się nie rozsypał.</li>
  <li>Przy najbliższym zamówieniu wpisz w uwagach „odbiór tonerów”.</li>
  <li>Kurier lub nasz kierowca zabierze karton przy dostawie. Na życzenie wystawimy kartę przekazania odpadu w BDO.</li>
</ol>
<h2>Zużyty sprzęt elektryczny i elektroniczny</h2>
<p>Przy zakupie nowego urządzenia przyjmiemy zużyte urządzenie tego samego rodzaju w liczbie nie większej niż kupowane (na przykład starą niszczarkę przy zakupie nowej). Zużytego sprzętu nie wolno wyrzucać razem z innymi odpadami – symbol przekreślonego kosza na produkcie przypomina o tym obowiązku.</p>
<h2>Baterie i akumulatory</h2>
<p>Zużyte baterie przenośne możesz oddać w naszym punkcie odbioru w Poznaniu albo przekazać kierowcy przy dostawie. Baterie przyjmujemy bez względu na markę i miejsce zakupu.</p>
<h2>Opakowania i palety</h2>
<p>Palety EUR w dobrym stanie odbieramy przy kolejnej dostawie paletowej. Kartony nadają się do pojemników na papier i tekturę.</p>
<h2>Butelki kaucyjne</h2>
<p>Opakowania objęte systemem kaucyjnym możesz zwrócić w punktach zbiórki – kaucja doliczona do ceny produktu jest zwracana przy oddaniu opakowania.</p>`,
  },
};
