/** `byteCount` random bytes as hex (crypto.getRandomValues works outside secure contexts too). */
export function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of a one-time e-mail link: 128 random bits as hex, unguessable. */
export const oneTimeId = (): string => randomHex(16);
