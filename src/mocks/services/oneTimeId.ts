/** The id of a one-time e-mail link: 128 random bits as hex, unguessable (crypto.getRandomValues works outside secure contexts too). */
export function oneTimeId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
