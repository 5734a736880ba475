/**
 * The files a customer attaches to a complained item (spec §3: attachments of fileName and base64
 * data). Each chosen file is checked by the §5 rules before it is read (complaintFileProblem: the
 * extension, then the size strictly below 10 MB), so a refused file is never read into memory; at most
 * COMPLAINT_FILE_RULES.maxFilesPerItem files go with one item.
 */
import { formatNumber } from '../../../domain/format/number';
import { COMPLAINT_FILE_RULES, complaintFileProblem, fileExtension, type ComplaintFileProblem } from '../../../domain/complaints';

/** Why a chosen file was not added: a §5 rule, or one file too many for the item. */
export type RefusedFileProblem = ComplaintFileProblem | { rule: 'tooManyFiles'; max: number };

export interface SortedFiles<F extends { name: string; size: number }> {
  accepted: F[];
  refused: { file: F; problem: RefusedFileProblem }[];
}

/**
 * Splits the chosen files into those that may be attached and those refused, in the order chosen.
 * `attached` is how many files the item has already; the files past the limit are refused as too many.
 */
export function sortChosenFiles<F extends { name: string; size: number }>(files: readonly F[], attached: number, max: number = COMPLAINT_FILE_RULES.maxFilesPerItem): SortedFiles<F> {
  const sorted: SortedFiles<F> = { accepted: [], refused: [] };
  for (const file of files) {
    const problem = complaintFileProblem(file);
    if (problem) sorted.refused.push({ file, problem });
    else if (attached + sorted.accepted.length >= max) sorted.refused.push({ file, problem: { rule: 'tooManyFiles', max } });
    else sorted.accepted.push(file);
  }
  return sorted;
}

/** Bytes read in slices of this size: String.fromCharCode takes its arguments on the stack. */
const SLICE = 0x8000;

/** Standard base64 (padded) of some bytes, as POST complaints expects an attachment's `data`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** A file's content in base64 (a File is a Blob; read as bytes, so any kind of file works). */
export async function readFileAsBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}



/** Pictures every browser draws; HEIC and PDF are offered as files to open instead. */
const PREVIEWABLE = new Set(['jpg', 'jpeg', 'png', 'webp']);

export const isPreviewableImage = (fileName: string): boolean => PREVIEWABLE.has(fileExtension(fileName));

/** A file's size as people read it: "820 KB", "3,4 MB" (1 KB = 1024 bytes, as the 10 MB limit counts). */
export function formatFileSize(bytes: number, locale: 'pl' | 'en'): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), locale, 1)} MB`;
}

