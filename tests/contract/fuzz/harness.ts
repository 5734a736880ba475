/**
 * Sends raw requests straight to the demo API's MSW handlers (no fetch interception: fast, and the
 * request can be anything, malformed bodies included), and the checks every refusal must pass.
 */
import { getResponse } from 'msw';
import { toSearchParams } from '../../../src/api/queryString';
import { configurePersistence, handlers, implementedOperations, issueToken, memoryPersistence, resetDemoData } from '../../../src/mocks';
import { allUsers, getState, updateState } from '../../../src/mocks/db/store';

export type Role = 'guest' | 'buyer' | 'admin' | 'approver' | 'onlyData' | 'other';
export const ROLES: readonly Role[] = ['guest', 'buyer', 'admin', 'approver', 'onlyData', 'other'];

/** The approver who is not an administrator: added by the administrator to every state the tests start from. */
export const APPROVER_LOGIN = 'e.akceptujaca@firma.demo';

/**
 * The callers: kupiec@firma.demo (buyer, user 2), akceptant@firma.demo (the company's administrator, also an
 * approver, user 3), e.akceptujaca@firma.demo (an approver only, added by the administrator), dane@firma.demo
 * (onlyData, user 5), all in Meblomax sp. z o.o.; `other` is j.dabrowska@firma.demo (user 8), a buyer of another
 * company (Meblomax Logistyka sp. z o.o.). Demo tokens are stateless, so they are issued directly.
 */
export const USER_IDS: Record<Exclude<Role, 'guest' | 'approver'>, number> = { buyer: 2, admin: 3, onlyData: 5, other: 8 };

/** The approver's user id (she is added to the starting state). */
export function approverId(): number {
  const approver = allUsers().find((user) => user.login === APPROVER_LOGIN);
  if (!approver) throw new Error(`${APPROVER_LOGIN} is not in the demo state: start from freshState()`);
  return approver.id;
}

export function tokenOf(role: Role | 'none', guestId = 'fuzz-guest'): string | null {
  if (role === 'none') return null;
  if (role === 'guest') return issueToken('guest', guestId);
  return issueToken('user', String(role === 'approver' ? approverId() : USER_IDS[role]));
}

export interface RawRequest {
  method: string;
  /** The contract path with its parameters filled in (already encoded), e.g. `/e-commerce/v1/sales-orders/123`. */
  path: string;
  query?: Record<string, unknown>;
  /** A value sent as JSON, or a raw string sent as it is (malformed JSON). */
  body?: unknown;
  rawBody?: string;
  /** `form` sends the body as multipart form data. */
  bodyKind?: 'json' | 'form';
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export function buildRequest(raw: RawRequest): Request {
  const query = toSearchParams(raw.query as Record<string, unknown> | undefined).toString();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'pl', ...raw.headers });
  if (raw.token) headers.set('Authorization', `Bearer ${raw.token}`);
  let body: BodyInit | undefined;
  if (raw.rawBody !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = raw.rawBody;
  } else if (raw.body !== undefined) {
    if (raw.bodyKind === 'form') {
      const form = new FormData();
      for (const [key, value] of Object.entries(raw.body as Record<string, unknown>)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      body = form;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(raw.body);
    }
  }
  return new Request(`http://localhost${raw.path}${query ? `?${query}` : ''}`, { method: raw.method.toUpperCase(), headers, body });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a request through the demo API's handlers; with `operationId`, straight to that operation's handler
 * (about ten times faster than letting MSW try every handler), falling back to all handlers when it does not match.
 */
export async function send(raw: RawRequest, operationId?: string): Promise<Answer> {
  const own = operationId ? implementedOperations[operationId] : undefined;
  const response = (own && (await getResponse([own], buildRequest(raw)))) || (await getResponse(handlers, buildRequest(raw)));
  if (!response) return { status: 0, body: null, text: '(no handler answered)' };
  const text = await response.text();
  return { status: response.status, body: parseJson(text), text: text.slice(0, 300) };
}

let warm: string | null = null;

/**
 * A fresh demo state whose lazily made parts (the starting notifications) already exist, so no call is
 * blamed for making them. Made once, then restored from its copy (much faster than seeding again).
 */
export async function freshState(): Promise<void> {
  if (warm === null) {
    configurePersistence(memoryPersistence());
    resetDemoData();
    await send({ method: 'get', path: '/e-commerce/v1/notifications', token: tokenOf('buyer') });
    const approver = await send({
      method: 'post', path: '/e-commerce/v1/companies/current/users', token: tokenOf('admin'),
      body: { firstName: 'Ewa', lastName: 'Akceptująca', email: APPROVER_LOGIN, roleId: 3, canApprove: true },
    });
    if (approver.status !== 201) throw new Error(`the approver was not added: ${approver.text}`);
    // Her password as if set through her invitation's link: she can log in, so she decides orders.
    updateState((state) => {
      state.passwords = { ...state.passwords, [APPROVER_LOGIN]: 'Akceptacja2026' };
    });
    warm = snapshot();
  }
  const memory = memoryPersistence();
  memory.save(warm);
  configurePersistence(memory);
}

/** The demo state as a string: equal before and after means the request changed nothing. */
export const snapshot = (): string => JSON.stringify(getState());

const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const POLISH_WORDS = /(^|[^\p{L}])(nie|jest|pole|pola|brak|tylko|lub|oraz|albo|ma|musi|może|zaloguj|konto|koszyk|produkt|produktu|zamówienie|zamówienia|faktura|faktury|lista|listy|hasło|wartość|wartości|dane|danych|nieznane|nieprawidłowy|nieprawidłowa|nieprawidłowe|format|żądania|liczba|tekst|adres|raport|reklamacja|użytkownik|znaleziono|dozwolone|wymagane|oczekiwano|niepoprawny|niepoprawna|niepoprawne|numer|podaj|wybierz|wpisz|twojej|twoje|twojego|dla|sesja|kod|link|zbyt|strona)(?=$|[^\p{L}])/iu;
const ENGLISH = /\b(invalid|required|expected|must|should|not found|error|failed|unknown|received|undefined|null)\b/i;

/** A short reason when the message is not a Polish sentence for a person, else null. */
export function notPolish(message: unknown): string | null {
  if (typeof message !== 'string' || !message.trim()) return 'no message';
  // Field names in „…” and the allowed values after "Dozwolone:" are the contract's words, not the message's.
  const prose = message.replace(/„[^”]*”/g, '').replace(/Dozwolone:.*$/s, '');
  if (ENGLISH.test(prose)) return `English words in "${message}"`;
  if (!POLISH_LETTERS.test(message) && !POLISH_WORDS.test(message)) return `not Polish: "${message}"`;
  return null;
}

/** A short reason when an answer is not a proper refusal (4xx with a Polish {code, message}), else null. */
export function badRefusal(answer: Answer, allowed: (status: number) => boolean = (status) => status >= 400 && status < 500): string | null {
  if (!allowed(answer.status)) return `status ${answer.status}: ${answer.text}`;
  const body = answer.body as { code?: unknown; message?: unknown } | null;
  if (!body || typeof body !== 'object' || typeof body.code !== 'string' || !body.code) return `no {code, message} body: ${answer.text}`;
  return notPolish(body.message);
}
