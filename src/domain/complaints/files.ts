/**
 * Spec §5's file rules for complaint attachments: the size in MB strictly below the limit, the
 * extension in the allowed list. The wizard checks a File before reading it; the demo API checks the
 * decoded bytes of the base64 it receives, with the same function and the same message.
 */
import { VALIDATION_MESSAGES } from '../validation';
import { BYTES_PER_MB, COMPLAINT_FILE_RULES } from './constants';

export interface FileRules {
  maxSizeMb: number;
  extensions: readonly string[];
}

/** What is wrong with a file: the §5 rule it breaks with the values its message names. */
export type ComplaintFileProblem =
  | { rule: 'fileSize'; size: number }
  | { rule: 'fileExtension'; extensions: string };

/** The extension of a file name, lower case without the dot ('' when there is none: "zdjecie", ".heic"). */
export function fileExtension(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Spec §5: the size in MB must be strictly below the limit (a file of exactly 10 MB is refused). */
export function isFileSizeAllowed(sizeBytes: number, maxSizeMb: number = COMPLAINT_FILE_RULES.maxSizeMb): boolean {
  return sizeBytes / BYTES_PER_MB < maxSizeMb;
}

export function isFileExtensionAllowed(fileName: string, extensions: readonly string[] = COMPLAINT_FILE_RULES.extensions): boolean {
  const extension = fileExtension(fileName);
  return extension !== '' && extensions.includes(extension);
}

/** The allowed extensions as the message lists them: "jpg, jpeg, png, heic, webp, pdf". */
export const extensionList = (extensions: readonly string[] = COMPLAINT_FILE_RULES.extensions): string => extensions.join(', ');

/**
 * The first rule a file breaks, or null. The extension is checked first: a file of the wrong kind
 * is refused for what it is, whatever its size.
 */
export function complaintFileProblem(file: { name: string; size: number }, rules: FileRules = COMPLAINT_FILE_RULES): ComplaintFileProblem | null {
  if (!isFileExtensionAllowed(file.name, rules.extensions)) return { rule: 'fileExtension', extensions: extensionList(rules.extensions) };
  if (!isFileSizeAllowed(file.size, rules.maxSizeMb)) return { rule: 'fileSize', size: rules.maxSizeMb };
  return null;
}

/** The Polish §5 message of a problem (the screens take the same texts from their locale files). */
export function complaintFileMessage(problem: ComplaintFileProblem): string {
  return problem.rule === 'fileSize' ? VALIDATION_MESSAGES.fileSize(problem.size) : VALIDATION_MESSAGES.fileExtension(problem.extensions);
}

/**
 * How many bytes a base64 text decodes to, or null when it is not base64 (the standard alphabet,
 * padded; line breaks are ignored). Counted, not decoded, so a 10 MB file costs no copy.
 */
export function base64DecodedSize(data: string): number | null {
  const compact = data.replace(/[\r\n]/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return (compact.length / 4) * 3 - padding;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', pdf: 'application/pdf',
};

/** The media type of an allowed file by its extension (a preview's data URL, a download, the demo's file answer). */
export const contentTypeOf = (fileName: string): string => CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
