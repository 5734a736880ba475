import { describe, expect, it } from 'vitest';
import { isValidZip } from '../../domain/validation';
import { PICKUP_PROVIDERS, pickupPointsOf } from '../db/content/pickupPoints';
import { findPickupPoint, searchPickupPoints } from './pickupPoints';

/** Postcode prefixes of the seeded cities (first two digits). */
const CITY_ZIPS: Record<string, string[]> = {
  Warszawa: ['00', '01', '02', '03', '04'], Kraków: ['30', '31'], Poznań: ['60', '61'], Wrocław: ['50', '51', '53', '54'], Gdańsk: ['80'], Łódź: ['90', '91', '93', '94'],
  Katowice: ['40'], Lublin: ['20'], Szczecin: ['70', '71'], Bydgoszcz: ['85'], Białystok: ['15'], Rzeszów: ['35'], Toruń: ['87'], Kielce: ['25'], Olsztyn: ['10'],
  Opole: ['45'], 'Zielona Góra': ['65'], 'Gorzów Wlkp.': ['66'], Częstochowa: ['42'], Radom: ['26'],
};

describe('seeded pickup points', () => {
  it('has at least 50 points per carrier over twenty cities, with unique ids, valid postcodes of the city and opening hours', () => {
    for (const provider of PICKUP_PROVIDERS) {
      const points = pickupPointsOf(provider);
      expect(points.length).toBeGreaterThanOrEqual(50);
      expect(new Set(points.map((point) => point.pni)).size).toBe(points.length);
      expect(new Set(points.map((point) => point.city)).size).toBe(20);
      for (const point of points) {
        expect(isValidZip(point.zip)).toBe(true);
        expect(CITY_ZIPS[point.city]).toContain(point.zip.slice(0, 2));
        expect(point.street).toMatch(/^(ul\.|al\.|pl\.|os\.) .+ \d+$/);
        expect(point.openingHours).toMatch(/^(całodobowo|pn\.–)/);
        expect(point.description).toBeTruthy();
      }
    }
  });

  it('names points in each carrier style', () => {
    expect(pickupPointsOf('inpost').every((point) => /^[A-Z]{3}\d{2}M$/.test(point.pni) && point.openingHours === 'całodobowo')).toBe(true);
    expect(pickupPointsOf('orlen').every((point) => /^ORL-\d{5}-\d{2}$/.test(point.pni))).toBe(true);
    expect(pickupPointsOf('dpd').every((point) => /^PL\d{5}$/.test(point.pni))).toBe(true);
    expect(pickupPointsOf('pocztex').every((point) => /^PP-\d{6}$/.test(point.pni))).toBe(true);
  });
});

describe('searchPickupPoints', () => {
  it('finds a city by the beginning of its name, diacritics folded', () => {
    const { pickupPoints, countTotal } = searchPickupPoints('inpost', 'lodz');
    expect(countTotal).toBe(3);
    expect(pickupPoints.every((point) => point.city === 'Łódź')).toBe(true);
    expect(searchPickupPoints('dpd', 'zielona g').pickupPoints.every((point) => point.city === 'Zielona Góra')).toBe(true);
    expect(searchPickupPoints('dpd', 'gorzow').countTotal).toBe(3);
  });

  it('finds by postcode prefix and by street', () => {
    const poznan = searchPickupPoints('orlen', '61-', 500).pickupPoints;
    expect(poznan.length).toBeGreaterThan(0);
    expect(poznan.every((point) => point.zip.startsWith('61-'))).toBe(true);
    const narrow = searchPickupPoints('pocztex', '61-8', 500).pickupPoints;
    expect(narrow.every((point) => point.zip.startsWith('61-8'))).toBe(true);
    expect(searchPickupPoints('inpost', 'glogowska', 500).pickupPoints.every((point) => point.street.startsWith('ul. Głogowska'))).toBe(true);
    expect(searchPickupPoints('inpost', 'poznań głogowska', 500).pickupPoints.every((point) => point.city === 'Poznań')).toBe(true);
    expect(searchPickupPoints('inpost', 'xyz').countTotal).toBe(0);
  });

  it('sorts by city then street, 20 a page by default, up to the limit asked', () => {
    const all = searchPickupPoints('dpd', '', 500);
    expect(all.countTotal).toBe(pickupPointsOf('dpd').length);
    const keys = all.pickupPoints.map((point) => [point.city, point.street]);
    const sorted = [...keys].sort(([cityA, streetA], [cityB, streetB]) => cityA.localeCompare(cityB, 'pl') || streetA.localeCompare(streetB, 'pl', { numeric: true }));
    expect(keys).toEqual(sorted);
    expect(searchPickupPoints('dpd').pickupPoints).toHaveLength(20);
    expect(searchPickupPoints('dpd', '', 7).pickupPoints).toHaveLength(7);
  });

  it('refuses an unknown carrier and finds a point by its id in any case', () => {
    expect(() => searchPickupPoints('ups')).toThrow(/Nieznany przewoźnik „ups”/);
    const [first] = pickupPointsOf('inpost');
    expect(findPickupPoint('inpost', first.pni.toLowerCase())).toEqual(first);
    expect(findPickupPoint('dpd', first.pni)).toBeUndefined();
  });
});
