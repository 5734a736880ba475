import { describe, expect, it } from 'vitest';
import { base64DecodedSize, complaintFileMessage, complaintFileProblem, contentTypeOf, fileExtension, isFileExtensionAllowed, isFileSizeAllowed } from './files';
import { BYTES_PER_MB, COMPLAINT_FILE_RULES } from './constants';

const MB = BYTES_PER_MB;

describe('file size rule (spec §5: in MB, strictly below the limit)', () => {
  it('accepts a file just below the limit and refuses one of exactly the limit', () => {
    expect(isFileSizeAllowed(10 * MB - 1, 10)).toBe(true);
    expect(isFileSizeAllowed(10 * MB, 10)).toBe(false);
    expect(isFileSizeAllowed(0, 10)).toBe(true);
    expect(isFileSizeAllowed(5 * MB, 5)).toBe(false);
  });

  it('says the limit in the §5 words', () => {
    expect(complaintFileMessage(complaintFileProblem({ name: 'zdjecie.jpg', size: 10 * MB })!)).toBe('Maksymalna wielkość pliku to: 10MB.');
  });
});

describe('file extension rule (spec §5: in the allowed list)', () => {
  it('reads the extension case-insensitively from the last dot', () => {
    expect(fileExtension('IMG_2024.HEIC')).toBe('heic');
    expect(fileExtension('protokol.szkody.pdf')).toBe('pdf');
    expect(fileExtension('zdjecie')).toBe('');
    expect(fileExtension('.jpg')).toBe('');
    expect(fileExtension('zdjecie.')).toBe('');
  });

  it('allows photos and PDF, refuses anything else', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.heic', 'a.webp', 'a.pdf']) expect(isFileExtensionAllowed(name)).toBe(true);
    for (const name of ['a.exe', 'a.docx', 'a.zip', 'a', 'a.pdf.exe']) expect(isFileExtensionAllowed(name)).toBe(false);
  });

  it('lists the allowed extensions in the §5 message', () => {
    expect(complaintFileMessage(complaintFileProblem({ name: 'faktura.docx', size: 100 })!))
      .toBe('Niedozwolony format pliku. Plik powinien posiadać jedno z tych rozszerzeń: jpg, jpeg, png, heic, webp, pdf.');
  });

  it('names the wrong format before the size, and nothing for a good file', () => {
    expect(complaintFileProblem({ name: 'film.mov', size: 50 * MB })).toEqual({ rule: 'fileExtension', extensions: 'jpg, jpeg, png, heic, webp, pdf' });
    expect(complaintFileProblem({ name: 'zdjecie.jpg', size: 3 * MB })).toBeNull();
    expect(complaintFileProblem({ name: 'plik.txt', size: 1 }, { maxSizeMb: 1, extensions: ['txt'] })).toBeNull();
  });

  it('has one set of limits', () => {
    expect(COMPLAINT_FILE_RULES).toMatchObject({ maxSizeMb: 10, maxFilesPerItem: 10 });
  });
});

describe('base64DecodedSize', () => {
  it('counts the bytes base64 decodes to', () => {
    expect(base64DecodedSize(btoa('a'))).toBe(1);
    expect(base64DecodedSize(btoa('ab'))).toBe(2);
    expect(base64DecodedSize(btoa('abc'))).toBe(3);
    expect(base64DecodedSize('')).toBe(0);
    expect(base64DecodedSize(`${btoa('abcdef')}\r\n${btoa('abc')}`)).toBe(9);
  });

  it('is null for text that is not base64', () => {
    expect(base64DecodedSize('data:image/png;base64,AAAA')).toBeNull();
    expect(base64DecodedSize('abc')).toBeNull();
    expect(base64DecodedSize('ab=c')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('gives the media type of each allowed file kind, whatever the case of its extension', () => {
    expect(contentTypeOf('paragon.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('zdjecie.heic')).toBe('image/heic');
    expect(contentTypeOf('protokol.pdf')).toBe('application/pdf');
    expect(contentTypeOf('bez-rozszerzenia')).toBe('application/octet-stream');
  });
});
