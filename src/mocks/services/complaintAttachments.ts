/**
 * The files attached to complaints through the demo. Their names and sizes are stored with the
 * complaint; the bytes stay in memory only (a photo is megabytes, the browser's demo state lives in
 * localStorage, which holds about five), so a file can be opened until the page is reloaded or the
 * demo server restarted. Each file gets an unguessable key: its link works without a token, as a link
 * opened in a new tab would.
 */
import { contentTypeOf } from '../../domain/complaints/files';
import { oneTimeId } from './oneTimeId';

interface StoredFile {
  fileName: string;
  bytes: Uint8Array;
}

/** At most this many bytes are kept; the oldest files are forgotten first. */
const MAX_BYTES = 150 * 1024 * 1024;
const files = new Map<string, StoredFile>();
let total = 0;



/** The path (relative to the API root, as the picture URLs) a stored file is served at. */
export const attachmentPath = (key: string): string => `/demo-api/complaint-attachments/${key}`;

function decodeBase64(data: string): Uint8Array {
  const binary = atob(data.replace(/[\r\n]/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Keeps a file's bytes (base64 already checked) and gives the path it is served at. */
export function keepAttachment(fileName: string, base64: string): string {
  const key = oneTimeId();
  const bytes = decodeBase64(base64);
  files.set(key, { fileName, bytes });
  total += bytes.byteLength;
  for (const [oldest, file] of files) {
    if (total <= MAX_BYTES || oldest === key) break;
    files.delete(oldest);
    total -= file.bytes.byteLength;
  }
  return attachmentPath(key);
}

/** A kept file by its key (undefined once forgotten). */
export const attachmentFile = (key: string): (StoredFile & { contentType: string }) | undefined => {
  const file = files.get(key);
  return file && { ...file, contentType: contentTypeOf(file.fileName) };
};
