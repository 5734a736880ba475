/**
 * How large a request body the Node demo API reads (server.ts): a complaint carries its photos in
 * base64 (§5: up to 10 MB of files, about 13.4 MB as base64), every other operation fits in 1 MB.
 * A larger body is not read to its end: the answer is 413 with the shop's `{code, message}`.
 */
import type { DemoLocale } from './locale';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const COMPLAINT_BODY_LIMIT = 16 * 1024 * 1024;

/** The largest body accepted for a request to `pathname`. */
export function bodyLimitFor(pathname: string): number {
  return /\/e-commerce\/v1\/complaints\/?$/.test(pathname) ? COMPLAINT_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/** Reads a body of at most `limit` bytes; throws BodyTooLargeError at the first byte over it. */
export async function readLimitedBody(chunks: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLargeError(limit);
    parts.push(chunk);
  }
  if (!parts.length) return undefined;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

const MESSAGES: Record<DemoLocale, (megabytes: number) => string> = {
  pl: (megabytes) => `Przesłane dane są za duże (najwyżej ${megabytes} MB).`,
  en: (megabytes) => `The data sent is too large (${megabytes} MB at most).`,
};

/** The 413 answer's body. */
export function bodyTooLargeAnswer(limit: number, locale: DemoLocale): { code: string; message: string } {
  return { code: 'PAYLOAD-TOO-LARGE', message: MESSAGES[locale](Math.round(limit / (1024 * 1024))) };
}
