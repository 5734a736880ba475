import { faker } from '@faker-js/faker';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { adversarial, keepContractValid, type ResponseSchema } from './adversarial';
import type { Pins } from './screenCases';

/**
 * The whole contract answered by orval's faker mocks (src/generated/api/*.msw.ts): every operation
 * answers random data of its response schema, made harder by `adversarial` and kept within the
 * contract by the generated zod schema. Each answer depends only on the seed and the request (method,
 * path, query), so a seed renders the same page every time, whatever order the requests come in.
 *
 * The generated handlers wait 1 s before answering; the test files replace msw's `delay` (see
 * `fastMsw` in the test files), so the suite does not wait.
 */
type Module = Record<string, unknown>;
type HandlerFactory = (override?: (info: { request: Request }) => unknown) => RequestHandler;

const MOCK_MODULES = import.meta.glob<Module>('../../src/generated/api/*/*.msw.ts', { eager: true });
const ZOD_MODULES = import.meta.glob<Module>('../../src/generated/zod/*/*.zod.ts', { eager: true });

const zodExports: Module = Object.assign({}, ...Object.values(ZOD_MODULES));

let currentSeed = 1;
let currentPins: Pins = {};
/** Every operation answered since the last `resetLog`, for the report of a failing render. */
const answered: string[] = [];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** One handler per contract operation (112 of them), each answering faker data for the current seed. */
export function fuzzHandlers(): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  for (const module of Object.values(MOCK_MODULES)) {
    for (const [name, factory] of Object.entries(module)) {
      const operation = /^get(.+)MockHandler$/.exec(name)?.[1];
      if (!operation || typeof factory !== 'function') continue;
      const mockResponse = module[`get${operation}ResponseMock`] as (() => unknown) | undefined;
      const schema = zodExports[`${lowerFirst(operation)}Response`] as ResponseSchema | undefined;
      handlers.push(
        (factory as HandlerFactory)(({ request }) => {
          const url = new URL(request.url);
          answered.push(`${request.method} ${url.pathname}${url.search}`);
          faker.seed(hash(`${currentSeed} ${request.method} ${url.pathname}${url.search}`));
          const original = mockResponse?.();
          if (!original || typeof original !== 'object' || original instanceof Blob) return original;
          const answer = keepContractValid(original, adversarial(original), schema) as Record<string, unknown>;
          const pin = currentPins[`${request.method} ${url.pathname}`];
          return pin ? pin(answer, original as Record<string, unknown>) : answer;
        }),
      );
    }
  }
  return handlers;
}

export function createFuzzServer() {
  return setupServer(...fuzzHandlers());
}

export function answerForSeed(seed: number, pins: Pins = {}): void {
  currentSeed = seed;
  currentPins = pins;
  answered.length = 0;
}

export function answeredRequests(): readonly string[] {
  return answered;
}
