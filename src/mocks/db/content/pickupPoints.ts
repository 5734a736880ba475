/**
 * Pickup points and parcel lockers of the four carriers, over twenty Polish cities. Not random and
 * not dated: each city lists real streets with postcodes of that street's part of town, and every
 * carrier gets three points a city (60 a carrier) in its own naming style, built from these lists.
 */
import type { PickupPoint } from '../../../generated/model';

export type PickupProvider = 'inpost' | 'orlen' | 'dpd' | 'pocztex';

export const PICKUP_PROVIDERS: readonly PickupProvider[] = ['inpost', 'orlen', 'dpd', 'pocztex'];

interface City {
  name: string;
  /** InPost's three-letter city code (POZ08M). */
  code: string;
  /** Streets with a postcode on them. */
  streets: Array<[street: string, zip: string]>;
}

const CITIES: City[] = [
  { name: 'Warszawa', code: 'WAW', streets: [['ul. Marszałkowska', '00-624'], ['ul. Puławska', '02-515'], ['al. Jana Pawła II', '00-175'], ['ul. Grochowska', '04-186'], ['ul. Targowa', '03-728'], ['ul. Górczewska', '01-186']] },
  { name: 'Kraków', code: 'KRA', streets: [['ul. Karmelicka', '31-128'], ['ul. Dietla', '31-070'], ['al. Pokoju', '31-548'], ['ul. Wielicka', '30-552'], ['ul. Kalwaryjska', '30-504'], ['os. Centrum C', '31-929']] },
  { name: 'Poznań', code: 'POZ', streets: [['ul. Głogowska', '60-244'], ['ul. Półwiejska', '61-888'], ['os. Bolesława Chrobrego', '60-681'], ['ul. Dąbrowskiego', '60-838'], ['ul. Hetmańska', '60-252'], ['ul. Szwedzka', '61-285']] },
  { name: 'Wrocław', code: 'WRO', streets: [['ul. Legnicka', '54-203'], ['ul. Świdnicka', '50-066'], ['ul. Grabiszyńska', '53-439'], ['pl. Grunwaldzki', '50-363'], ['ul. Krzywoustego', '51-165'], ['ul. Ślężna', '53-302']] },
  { name: 'Gdańsk', code: 'GDA', streets: [['ul. Grunwaldzka', '80-241'], ['ul. Długa', '80-827'], ['ul. Chłopska', '80-362'], ['ul. Kartuska', '80-104'], ['ul. Łostowicka', '80-121'], ['ul. Rakoczego', '80-288']] },
  { name: 'Łódź', code: 'LOD', streets: [['ul. Piotrkowska', '90-406'], ['al. Kościuszki', '90-418'], ['ul. Zgierska', '91-020'], ['al. Włókniarzy', '94-035'], ['ul. Rzgowska', '93-172'], ['ul. Narutowicza', '90-135']] },
  { name: 'Katowice', code: 'KAT', streets: [['ul. Mariacka', '40-014'], ['ul. Chorzowska', '40-101'], ['al. Roździeńskiego', '40-202'], ['ul. Mikołowska', '40-066'], ['ul. Kościuszki', '40-519'], ['ul. Bażantów', '40-668']] },
  { name: 'Lublin', code: 'LUB', streets: [['ul. Krakowskie Przedmieście', '20-002'], ['al. Racławickie', '20-037'], ['ul. Zana', '20-601'], ['ul. Lipowa', '20-020'], ['ul. Nadbystrzycka', '20-618'], ['ul. Witosa', '20-315']] },
  { name: 'Szczecin', code: 'SZC', streets: [['al. Wojska Polskiego', '70-470'], ['ul. Krzywoustego', '70-244'], ['al. Niepodległości', '70-412'], ['ul. Ku Słońcu', '71-073'], ['ul. Struga', '70-777'], ['ul. Mickiewicza', '71-252']] },
  { name: 'Bydgoszcz', code: 'BYD', streets: [['ul. Gdańska', '85-005'], ['ul. Dworcowa', '85-009'], ['ul. Fordońska', '85-790'], ['ul. Kujawska', '85-031'], ['ul. Wojska Polskiego', '85-171'], ['ul. Toruńska', '85-023']] },
  { name: 'Białystok', code: 'BIA', streets: [['ul. Lipowa', '15-424'], ['ul. Sienkiewicza', '15-092'], ['ul. Wrocławska', '15-644'], ['ul. Zwycięstwa', '15-703'], ['ul. Mickiewicza', '15-213'], ['ul. Hetmańska', '15-727']] },
  { name: 'Rzeszów', code: 'RZE', streets: [['ul. 3 Maja', '35-030'], ['al. Piłsudskiego', '35-074'], ['ul. Rejtana', '35-326'], ['ul. Krakowska', '35-111'], ['al. Powstańców Warszawy', '35-329'], ['ul. Podkarpacka', '35-082']] },
  { name: 'Toruń', code: 'TOR', streets: [['ul. Szeroka', '87-100'], ['ul. Broniewskiego', '87-100'], ['ul. Szosa Chełmińska', '87-100'], ['ul. Legionów', '87-100'], ['ul. Lubicka', '87-100'], ['ul. Żółkiewskiego', '87-100']] },
  { name: 'Kielce', code: 'KIE', streets: [['ul. Sienkiewicza', '25-002'], ['ul. Warszawska', '25-512'], ['al. Solidarności', '25-323'], ['ul. Źródłowa', '25-335'], ['ul. Massalskiego', '25-636'], ['ul. Jagiellońska', '25-734']] },
  { name: 'Olsztyn', code: 'OLS', streets: [['ul. Prosta', '10-029'], ['al. Piłsudskiego', '10-449'], ['ul. Pstrowskiego', '10-602'], ['ul. Żołnierska', '10-561'], ['ul. Kościuszki', '10-502'], ['ul. Wilczyńskiego', '10-686']] },
  { name: 'Opole', code: 'OPO', streets: [['ul. Krakowska', '45-018'], ['ul. Ozimska', '45-057'], ['ul. Oleska', '45-222'], ['ul. Niemodlińska', '45-710'], ['ul. Wrocławska', '45-701'], ['ul. Reymonta', '45-066']] },
  { name: 'Zielona Góra', code: 'ZGO', streets: [['ul. Bohaterów Westerplatte', '65-034'], ['ul. Dąbrówki', '65-096'], ['ul. Wyszyńskiego', '65-536'], ['al. Konstytucji 3 Maja', '65-454'], ['ul. Zjednoczenia', '65-120'], ['ul. Batorego', '65-735']] },
  { name: 'Gorzów Wlkp.', code: 'GOR', streets: [['ul. Sikorskiego', '66-400'], ['ul. Chrobrego', '66-400'], ['ul. Kosynierów Gdyńskich', '66-400'], ['ul. Myśliborska', '66-400'], ['ul. Walczaka', '66-400'], ['ul. Piłsudskiego', '66-400']] },
  { name: 'Częstochowa', code: 'CZE', streets: [['al. Najświętszej Maryi Panny', '42-217'], ['ul. Focha', '42-217'], ['ul. Kisielewskiego', '42-215'], ['ul. Krakowska', '42-202'], ['al. Wolności', '42-217'], ['ul. Jagiellońska', '42-200']] },
  { name: 'Radom', code: 'RAD', streets: [['ul. Żeromskiego', '26-600'], ['ul. Struga', '26-600'], ['ul. Kelecka', '26-617'], ['ul. Limanowskiego', '26-600'], ['ul. Słowackiego', '26-600'], ['ul. Warszawska', '26-600']] },
];

const INPOST_SPOTS = ['Przy wejściu do sklepu Biedronka', 'Na parkingu przed Lidlem', 'Obok przystanku tramwajowego', 'W pasażu handlowym, przy wejściu głównym', 'Przy stacji paliw, od strony myjni', 'Na terenie osiedla, obok wiaty śmietnikowej'];
const ORLEN_SPOTS: Array<[kind: string, hours: string, where: string]> = [
  ['Stacja ORLEN', 'całodobowo', 'Odbiór przy kasie stacji paliw'],
  ['ORLEN Paczka – automat', 'całodobowo', 'Automat przy wejściu do sklepu'],
  ['ORLEN Paczka – punkt Ruch', 'pn.–pt. 7:00–19:00, sob. 8:00–14:00', 'Kiosk Ruch, odbiór przy ladzie'],
];
const DPD_SHOPS: Array<[shop: string, hours: string]> = [
  ['Żabka', 'pn.–sob. 6:00–23:00, nd. 10:00–20:00'],
  ['Sklep Lewiatan', 'pn.–pt. 7:00–21:00, sob. 7:00–15:00'],
  ['Kiosk Ruch', 'pn.–pt. 6:30–18:00, sob. 7:00–13:00'],
  ['Kwiaciarnia Flora', 'pn.–pt. 9:00–18:00, sob. 9:00–14:00'],
];
const POCZTEX_SPOTS: Array<[kind: string, hours: string, where: string]> = [
  ['Urząd Pocztowy', 'pn.–pt. 8:00–20:00, sob. 9:00–14:00', 'Okienko odbioru przesyłek, sala operacyjna'],
  ['Punkt Pocztex – Żabka', 'pn.–sob. 6:00–23:00', 'Przy ladzie, okaż kod odbioru'],
  ['Pocztex Automat', 'całodobowo', 'Automat paczkowy przy wejściu do urzędu'],
];

/** A small fixed hash, so house numbers and ids stay the same on every run. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function point(provider: PickupProvider, city: City, cityIndex: number, slot: number): PickupPoint {
  const streetIndex = (slot * 2 + PICKUP_PROVIDERS.indexOf(provider) + cityIndex) % city.streets.length;
  const [streetName, zip] = city.streets[streetIndex];
  const seed = hash(`${provider}|${city.name}|${slot}`);
  const street = `${streetName} ${1 + (seed % 180)}`;
  const base = { provider, street, zip, city: city.name };
  switch (provider) {
    case 'inpost': {
      const pni = `${city.code}${String(1 + slot * 7 + (seed % 7)).padStart(2, '0')}M`;
      return { ...base, pni, name: `Paczkomat ${pni}`, openingHours: 'całodobowo', description: INPOST_SPOTS[seed % INPOST_SPOTS.length] };
    }
    case 'orlen': {
      const [kind, openingHours, description] = ORLEN_SPOTS[(slot + cityIndex) % ORLEN_SPOTS.length];
      const pni = `ORL-${zip.replace('-', '')}-${String(slot + 1).padStart(2, '0')}`;
      return { ...base, pni, name: `${kind} ${city.name}`, openingHours, description };
    }
    case 'dpd': {
      const [shop, openingHours] = DPD_SHOPS[(seed >>> 3) % DPD_SHOPS.length];
      const pni = `PL${String(10000 + cityIndex * 3000 + slot * 700 + (seed % 700)).padStart(5, '0')}`;
      return { ...base, pni, name: `DPD Pickup – ${shop}`, openingHours, description: `Odbiór przy kasie (${shop})` };
    }
    case 'pocztex': {
      const [kind, openingHours, description] = POCZTEX_SPOTS[(slot + cityIndex) % POCZTEX_SPOTS.length];
      const office = 1 + (seed % 40);
      const pni = `PP-${zip.replace('-', '').slice(0, 3)}${slot}${String(office).padStart(2, '0')}`;
      return { ...base, pni, name: kind === 'Urząd Pocztowy' ? `${kind} ${city.name} ${office}` : `${kind} ${city.name}`, openingHours, description };
    }
  }
}

const POINTS_PER_CITY = 3;
let built: Map<PickupProvider, PickupPoint[]> | undefined;

/** Every carrier's points (60 each), built once. */
export function pickupPointsOf(provider: PickupProvider): PickupPoint[] {
  built ??= new Map(PICKUP_PROVIDERS.map((carrier) => [
    carrier,
    CITIES.flatMap((city, cityIndex) => Array.from({ length: POINTS_PER_CITY }, (_, slot) => point(carrier, city, cityIndex, slot))),
  ]));
  return built.get(provider) ?? [];
}
