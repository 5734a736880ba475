/** Pickup-point search: by city (word prefix, diacritics folded), postcode prefix or street. */
import type { PickupPoint, PickupPointListResponse } from '../../generated/model';
import { PICKUP_PROVIDERS, pickupPointsOf, type PickupProvider } from '../db/content/pickupPoints';
import { normalizeSearchText } from '../db/text';
import { badRequest } from '../http/errors';

export const PICKUP_POINTS_PAGE = 20;

export const isPickupProvider = (value: string): value is PickupProvider => (PICKUP_PROVIDERS as readonly string[]).includes(value);

const words = (text: string): string[] => normalizeSearchText(text).split(/[\s,.;/()–-]+/).filter(Boolean);

/** Whether one query word matches the point: a postcode beginning, or a word start of its city or street. */
function wordMatches(word: string, point: PickupPoint): boolean {
  if (/^\d/.test(word)) {
    const digits = word.replace(/\D/g, '');
    return digits.length > 0 && point.zip.replace('-', '').startsWith(digits);
  }
  return [...words(point.city), ...words(point.street)].some((candidate) => candidate.startsWith(word));
}

/** Splits the query so that a postcode ("61-8") stays one word while "Gorzów Wlkp." gives two. */
function queryWords(query: string): string[] {
  return normalizeSearchText(query).split(/[\s,;/()]+/).map((word) => word.replace(/^[.–-]+|[.–-]+$/g, '')).filter(Boolean);
}

export function searchPickupPoints(provider: string, query = '', limit = PICKUP_POINTS_PAGE): PickupPointListResponse {
  if (!isPickupProvider(provider)) throw badRequest(`Nieznany przewoźnik „${provider}”. Dostępni: ${PICKUP_PROVIDERS.join(', ')}.`);
  const wanted = queryWords(query);
  const matches = pickupPointsOf(provider)
    .filter((point) => wanted.every((word) => wordMatches(word, point)))
    .sort((a, b) => a.city.localeCompare(b.city, 'pl') || a.street.localeCompare(b.street, 'pl', { numeric: true }));
  return { pickupPoints: matches.slice(0, limit), countTotal: matches.length };
}

/** The carrier's point with that id, or undefined. */
export const findPickupPoint = (provider: PickupProvider, pni: string): PickupPoint | undefined =>
  pickupPointsOf(provider).find((point) => point.pni.toLowerCase() === pni.trim().toLowerCase());
