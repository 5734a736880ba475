/**
 * Words of the complaints and returns the demo API hands out: status and type names (Polish, as the
 * other account lists), the additional list's predefined reasons per type and the numbering.
 * Status names are neuter so they fit both "zgłoszenie reklamacyjne" and "zgłoszenie zwrotu".
 */
import type { ComplaintType } from '../../generated/model';
import type { ComplaintStatusId, Pictogram, SeedProduct } from './types';

export const COMPLAINT_STATUS_NAMES: Record<ComplaintStatusId, string> = {
  registered: 'Zarejestrowane',
  awaitingGoods: 'Oczekuje na dostarczenie towaru',
  inReview: 'W trakcie rozpatrywania',
  accepted: 'Rozpatrzone pozytywnie',
  rejected: 'Rozpatrzone negatywnie',
  completed: 'Zakończone',
};

export const COMPLAINT_TYPE_NAMES: Record<ComplaintType, string> = { 'R-nt': 'Reklamacja', RZ: 'Zwrot' };

/** The additional list (ComplaintDocument.additionalListOptions): the reasons a customer ticks. */
export const ADDITIONAL_LIST_OPTIONS: Record<ComplaintType, string[]> = {
  'R-nt': [
    'Uszkodzenie w transporcie',
    'Produkt wadliwy lub niesprawny',
    'Niezgodność z zamówieniem',
    'Brakujące elementy lub ilość',
    'Przekroczony termin przydatności',
  ],
  RZ: [
    'Zamówiono omyłkowo',
    'Zamówiono za dużo',
    'Produkt niezgodny z opisem',
    'Produkt nie pasuje do urządzenia',
    'Rezygnacja z zakupu',
  ],
};

/** Numbers: REK/2026/06/004512 for complaints, ZWR/2026/06/001873 for returns (one running sequence each). */
export const COMPLAINT_NUMBER_PREFIX: Record<ComplaintType, string> = { 'R-nt': 'REK', RZ: 'ZWR' };

export function complaintNumber(type: ComplaintType, at: string, sequence: number): string {
  const [year, month] = at.split('-');
  return `${COMPLAINT_NUMBER_PREFIX[type]}/${year}/${month}/${String(sequence).padStart(6, '0')}`;
}

/** Where the sequences of the seeded complaints start (other customers' complaints fill the gaps). */
export const COMPLAINT_SEQUENCE_START: Record<ComplaintType, number> = { 'R-nt': 4_100, RZ: 1_700 };

/** Devices whose complaint needs the serial number from the rating plate (spec §3 serialNumber). */
const SERIAL_NUMBER_PICTOGRAMS: ReadonlySet<Pictogram> = new Set<Pictogram>(['shredder', 'laminator', 'printer', 'headset', 'keyboard', 'calculator', 'extinguisher']);

/** Whether a complaint about this product needs its serial number (electrical devices, extinguishers). */
export const requiresSerialNumber = (product: Pick<SeedProduct, 'picto'>): boolean => SERIAL_NUMBER_PICTOGRAMS.has(product.picto);

/** Whether it needs the model of the device it was used in (toners, inks, drums, ribbons: a fault may be the printer's). */
export const requiresDeviceModel = (product: Pick<SeedProduct, 'deviceIds'>): boolean => product.deviceIds.length > 0;
