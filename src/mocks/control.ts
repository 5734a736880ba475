/**
 * Latency and fault injection for tests and demos:
 *   demoControl.setLatency(300)            every call waits 300 ms
 *   demoControl.setLatency([100, 600])     a random wait in that range
 *   demoControl.failNext('getCurrentCart', 500)   the next call of that operation fails
 *   demoControl.failNext('addToCurrentCart', 0)   ... with a network error
 *   demoControl.failNext('placeOrder', 400, { message: 'Nieprawidłowy kod pocztowy.', field: 'address.zip' })
 *   demoControl.answerNext('getPromotions', { promotions: [], countTotal: 0 })   an answer of your own
 *   demoControl.delayNext('placeOrder', 11000)   the next call of that operation waits 11 s more
 *   demoControl.reset()
 */
export interface InjectedFault {
  status: number;
  code: string;
  message: string;
  /** The field the error names (`Error.field`), e.g. `address.zip`. */
  field?: string;
  /** answerNext: this body is the answer instead of `{code, message}`. */
  body?: unknown;
}

const DEFAULT_CODES: Record<number, string> = {
  400: 'VALIDATION', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT-FOUND', 409: 'CONFLICT', 410: 'GONE', 429: 'TOO-MANY-REQUESTS', 503: 'UNAVAILABLE',
};

let latency: number | [number, number] = 0;
const faults = new Map<string, InjectedFault[]>();
const delays = new Map<string, number[]>();

export const demoControl = {
  /** Delay every response by `ms` (or a random value within [min, max]). */
  setLatency(ms: number | [number, number]): void {
    latency = ms;
  },
  /** Current latency setting. */
  getLatency(): number | [number, number] {
    return latency;
  },
  /** The next call of `operationId` answers with `status` (0 = network error) instead of running. */
  failNext(operationId: string, status = 500, error: Partial<Omit<InjectedFault, 'status'>> = {}): void {
    const queue = faults.get(operationId) ?? [];
    queue.push({ status, code: error.code ?? DEFAULT_CODES[status] ?? 'INTERNAL', message: error.message ?? 'Wystąpił błąd', ...(error.field ? { field: error.field } : {}) });
    faults.set(operationId, queue);
  },
  /**
   * The next call of `operationId` answers `body` (status 200 unless given) instead of running: an
   * answer the demo data never gives, e.g. `answerNext('validateUserDeliveryDate', { isValidDate: false, message: null })`.
   */
  answerNext(operationId: string, body: unknown, status = 200): void {
    const queue = faults.get(operationId) ?? [];
    queue.push({ status, code: '', message: '', body });
    faults.set(operationId, queue);
  },
  /** The next call of `operationId` waits `ms` on top of the latency; other calls stay as they are. */
  delayNext(operationId: string, ms: number): void {
    delays.set(operationId, [...(delays.get(operationId) ?? []), ms]);
  },
  /** Removes latency, pending delays and pending faults. */
  reset(): void {
    latency = 0;
    faults.clear();
    delays.clear();
  },
  /** @internal the wrapper takes the pending fault of an operation, if any. */
  takeFault(operationId: string): InjectedFault | undefined {
    const queue = faults.get(operationId);
    const fault = queue?.shift();
    if (queue && !queue.length) faults.delete(operationId);
    return fault;
  },
  /** @internal waits the configured latency and the pending delay of the operation, if any. */
  async wait(operationId: string): Promise<void> {
    const queue = delays.get(operationId);
    const extra = queue?.shift() ?? 0;
    if (queue && !queue.length) delays.delete(operationId);
    const ms = extra + (Array.isArray(latency) ? latency[0] + Math.random() * (latency[1] - latency[0]) : latency);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  },
};

export type DemoControl = typeof demoControl;
