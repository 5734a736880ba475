import { describe, expect, it } from 'vitest';
import { complaintFileMessage } from '../../../domain/complaints';
import { bytesToBase64, formatFileSize, isPreviewableImage, readFileAsBase64, sortChosenFiles } from './attachmentFiles';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe('sortChosenFiles', () => {
  it('accepts photos and PDFs below 10 MB and refuses the rest with the §5 rule, in the order chosen', () => {
    const sorted = sortChosenFiles([file('zdjecie.JPG', 3 * MB), file('duzy.png', 10 * MB + 1), file('opis.docx', 1000), file('skan.pdf', 10 * MB - 1)], 0);
    expect(sorted.accepted.map((accepted) => accepted.name)).toEqual(['zdjecie.JPG', 'skan.pdf']);
    expect(sorted.refused.map(({ file: refused, problem }) => [refused.name, problem.rule])).toEqual([['duzy.png', 'fileSize'], ['opis.docx', 'fileExtension']]);
    // The messages are spec §5's, word for word.
    const [tooLarge, wrongKind] = sorted.refused;
    expect(tooLarge.problem.rule === 'fileSize' && complaintFileMessage(tooLarge.problem)).toBe('Maksymalna wielkość pliku to: 10MB.');
    expect(wrongKind.problem.rule === 'fileExtension' && complaintFileMessage(wrongKind.problem)).toBe(
      'Niedozwolony format pliku. Plik powinien posiadać jedno z tych rozszerzeń: jpg, jpeg, png, heic, webp, pdf.',
    );
  });

  it('refuses a file of exactly 10 MB (the size must be strictly below the limit)', () => {
    expect(sortChosenFiles([file('a.jpg', 10 * MB)], 0).refused[0].problem).toEqual({ rule: 'fileSize', size: 10 });
  });

  it('counts the files already attached against the limit of 10 per item', () => {
    const sorted = sortChosenFiles([file('1.jpg', 10), file('2.jpg', 10), file('3.jpg', 10)], 8);
    expect(sorted.accepted.map((accepted) => accepted.name)).toEqual(['1.jpg', '2.jpg']);
    expect(sorted.refused).toEqual([{ file: file('3.jpg', 10), problem: { rule: 'tooManyFiles', max: 10 } }]);
  });

  it('does not count a refused file against the limit', () => {
    const sorted = sortChosenFiles([file('zly.exe', 10), file('1.jpg', 10)], 9);
    expect(sorted.accepted.map((accepted) => accepted.name)).toEqual(['1.jpg']);
  });
});

describe('reading a file as base64', () => {
  it('gives the standard padded base64 of the bytes, also past one slice', async () => {
    for (const length of [0, 1, 2, 3, 100, 0x8000, 0x8000 * 2 + 7]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      expect(await readFileAsBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});

describe('attachment display', () => {
  it('previews the pictures every browser draws, not HEIC or PDF', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.webp'].every(isPreviewableImage)).toBe(true);
    expect(['e.heic', 'f.pdf', 'g'].some(isPreviewableImage)).toBe(false);
  });

  it('says sizes in KB below a megabyte and in MB above', () => {
    expect(formatFileSize(500, 'pl')).toBe('1 KB');
    expect(formatFileSize(820 * 1024, 'pl')).toBe('820 KB');
    expect(formatFileSize(3.4 * MB, 'pl')).toBe('3,4 MB');
    expect(formatFileSize(3.4 * MB, 'en')).toBe('3.4 MB');
  });
});
