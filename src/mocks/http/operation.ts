import { HttpHandler, HttpResponse, type HttpRequestParsedResult, type HttpResponseResolver, type PathParams } from 'msw';
import { demoControl } from '../control';
import { localiseResponse } from '../presenters/localiseResponse';
import { audited } from '../services/audit/auditTrail';
import { registerOperation } from '../services/audit/operationReads';
import { DemoHttpError, errorResponse, MESSAGES } from './errors';
import { requestLocale } from './locale';
import { compilePath, type PathMatcher } from './pathMatcher';
import { requireRoleMayCall } from './roleGate';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OperationInfo {
  request: Request;
  params: PathParams;
}

export type OperationResolver = (info: OperationInfo) => Response | Promise<Response>;

/** Marks a handler with its contract operationId. */
export type OperationHandler = HttpHandler & { operationId: string };

/**
 * One contract operation as an MSW handler: injected latency/faults first, then the role gate
 * (roleGate.ts), then the resolver — its successful call written to the company's audit log when the
 * operation is one the log follows (services/audit/);
 * a thrown DemoHttpError becomes `{code, message}`, anything else a 500 — never a crash.
 */
export function operation(operationId: string, method: Method, path: string, resolver: OperationResolver): OperationHandler {
  const wrapped: HttpResponseResolver = async ({ request, params }) => {
    await demoControl.wait(operationId);
    const fault = demoControl.takeFault(operationId);
    if (fault) {
      if (fault.status === 0) return HttpResponse.error();
      if (fault.body !== undefined) return HttpResponse.json(fault.body as never, { status: fault.status });
      return errorResponse(fault.status, fault.code, fault.message, fault.field ? { field: fault.field } : undefined);
    }
    try {
      // What the session's role may call (the data-only role: reading and its own settings only).
      requireRoleMayCall(operationId, request);
      const response = await audited(operationId, request, params, async () => resolver({ request, params }));
      // The demo data is Polish; an English request gets its readable texts in English.
      return requestLocale(request) === 'en' ? await localiseResponse(response) : response;
    } catch (error) {
      // A refusal is read by the user too: an English request gets its message in English.
      if (!(error instanceof DemoHttpError)) console.error(`[demo API] ${operationId} failed`, error);
      const answer = error instanceof DemoHttpError
        ? errorResponse(error.status, error.code, error.message, error.extra, error.headers)
        : errorResponse(500, 'INTERNAL', MESSAGES.internal);
      return requestLocale(request) === 'en' ? await localiseResponse(answer) : answer;
    }
  };
  registerOperation(operationId, method, path, resolver);
  return withoutStackTrace(() => new OperationHttpHandler(operationId, method.toUpperCase(), path, wrapped));
}

/**
 * MSW notes where each handler was declared by taking a stack trace, for debugging output the demo
 * API never prints (it runs quiet and lets unknown requests through). A hundred traces were about
 * 40 ms of every page start in the page; the handlers are made with no trace.
 */
function withoutStackTrace<T>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * MSW's handler with its path compiled once (`pathMatcher.ts`). It leaves out MSW's cookie parsing,
 * which ran for every handler tried: the demo API reads its session from the Authorization header.
 */
class OperationHttpHandler extends HttpHandler implements OperationHandler {
  readonly #matchPath: PathMatcher;

  constructor(
    readonly operationId: string,
    method: string,
    path: string,
    resolver: HttpResponseResolver,
  ) {
    super(method, path, resolver);
    this.#matchPath = compilePath(path);
  }

  override async parse(args: { request: Request }): Promise<HttpRequestParsedResult> {
    const params = this.#matchPath(args.request.url);
    return { match: { matches: params !== null, params: params ?? {} }, cookies: {} };
  }
}

/** API paths: every client origin (`*`) and the e-commerce prefix. */
export const api = (path: string): string => `*/e-commerce/v1${path}`;
