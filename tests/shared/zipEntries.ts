import { inflateRawSync } from 'node:zlib';

/**
 * The files of a ZIP archive (an XLSX is one) by name, read from its central directory: stored and
 * deflated entries, which is what spreadsheet writers produce.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  // The end-of-central-directory record: signature 0x06054b50, within the last 64 KB + 22 bytes.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The texts a spreadsheet shows: its sheet names, shared strings and inline strings, XML entities decoded. */
export function spreadsheetTexts(xlsx: Buffer): string[] {
  const files = zipEntries(xlsx);
  const xml = [...files].filter(([name]) => name === 'xl/workbook.xml' || name === 'xl/sharedStrings.xml' || name.startsWith('xl/worksheets/')).map(([, data]) => data.toString('utf8')).join('\n');
  const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const texts = [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((match) => decode(match[1]!));
  const sheets = [...xml.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((match) => decode(match[1]!));
  return [...sheets, ...texts];
}
