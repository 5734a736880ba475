/**
 * Field rules of spec §5 as pure functions: each returns the Polish message key's data (or null when
 * the value passes), so the checkout form and the demo API's validation say the same thing.
 */

/** Polish messages of spec §5, word for word. */
export const VALIDATION_MESSAGES = {
  required: 'To pole jest wymagane.',
  controlCharacters: 'Pole zawiera niedozwolone znaki sterujące (np. zmieniające kierunek tekstu). Usuń je i spróbuj ponownie.',
  email: 'Wprowadź poprawny adres e-mail.',
  minLength: (length: number) => `Minimalna ilość znaków to: ${length}.`,
  maxLength: (length: number) => `Maksymalna ilość znaków to: ${length}.`,
  passwordConfirmation: 'Wprowadzone hasła różnią się.',
  numeric: 'Wartość powinna być liczbą.',
  zip: 'Nieprawidłowy kod pocztowy.',
  phoneDashed: 'Nieprawidłowy numer telefonu.',
  phone: 'Niepoprawny numer telefonu.',
  taxId: 'Nieprawidłowy numer NIP.',
  terms: 'Akceptacja regulaminu jest wymagana.',
  /** A file's size in MB must be strictly below the limit (complaint attachments: src/domain/complaints/files.ts). */
  fileSize: (size: number) => `Maksymalna wielkość pliku to: ${size}MB.`,
  /** The allowed extensions as a list: "jpg, jpeg, png". */
  fileExtension: (extensions: string) => `Niedozwolony format pliku. Plik powinien posiadać jedno z tych rozszerzeń: ${extensions}.`,
} as const;

/** The shortest password an account may have (a new account, a reset password). */
export const PASSWORD_MIN_LENGTH = 8;

/** Zip code: two digits, a dash, three digits (00-950). */
export function isValidZip(zip: string): boolean {
  return /^\d{2}-\d{3}$/.test(zip.trim());
}

/** Phone in the 3-3-3 form with dashes (512-345-678). */
export function isValidDashedPhone(phone: string): boolean {
  return /^\d{3}-\d{3}-\d{3}$/.test(phone.trim());
}

/**
 * Phone of spec §5: starting with +48 the number without spaces must have 12 characters,
 * otherwise more than 4 characters.
 */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/\s+/g, '');
  if (compact.startsWith('+48')) return compact.length === 12 && /^\+48\d{9}$/.test(compact);
  return compact.length > 4 && /^\+?[\d-]+$/.test(compact);
}

/** A practical e-mail check (what browsers accept for type=email). */
export function isValidEmail(email: string): boolean {
  return /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/.test(email.trim());
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The NIP without separators ("PL 778-145-63-22" → "7781456322"). */
export function normalizeTaxId(taxId: string): string {
  return taxId.replace(/^PL/i, '').replace(/[\s-]/g, '');
}

/** A Polish NIP: ten digits whose weighted sum of the first nine, mod 11, is the tenth (10 never valid). */
export function isValidTaxId(taxId: string): boolean {
  const digits = normalizeTaxId(taxId.trim());
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
