/**
 * The demo API signs its tokens (HMAC-SHA-256), so a token's claims cannot be written by hand: a
 * changed `sub` or `exp` no longer matches its signature. The key is the runtime's:
 *   - server.ts: `TOKEN_SECRET` when set (tokens then survive a restart), else random per start;
 *   - browser.ts: random, kept in this browser's localStorage (the demo runs for this visitor only);
 *   - tests: random per process.
 * Synchronous (`@noble/hashes`), since a token is read inside every handler.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { randomHex } from '../services/oneTimeId';

/** Where the in-browser demo API keeps its key (localStorage): browser.ts, and the E2E tests that sign a login. */
export const BROWSER_TOKEN_SECRET_KEY = 'spinacz-demo-token-secret';

let key: Uint8Array | undefined;

/** A new random key, as text (64 hex digits), for a runtime that keeps one. */
export function newTokenSecret(): string {
  return randomHex(32);
}

/** Signs from now on with `secret` (tokens signed with another key stop being accepted). */
export function setTokenSecret(secret: string): void {
  if (secret.length < 16) throw new Error('The token secret must have at least 16 characters');
  key = new TextEncoder().encode(secret);
}

function currentKey(): Uint8Array {
  key ??= new TextEncoder().encode(newTokenSecret());
  return key;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
}

/** The signature of `text` under the current key, base64url. */
export function signature(text: string): string {
  return base64UrlEncode(hmac(sha256, currentKey(), new TextEncoder().encode(text)));
}

/** Whether `given` is the signature of `text` (compared in constant time). */
export function hasValidSignature(text: string, given: string): boolean {
  const expected = signature(text);
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  return difference === 0;
}
