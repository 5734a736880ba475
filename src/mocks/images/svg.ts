/** Product pictures and brand logos as small SVG documents. */
import { drawPictogram } from './pictograms';
import type { Pictogram } from '../db/types';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** `w400-h400` → [400, 400] (clamped 16…2000; unknown → 400×400). */
export function parseSize(params: string): [number, number] {
  const width = Number(/w(\d+)/.exec(params)?.[1] ?? 400);
  const height = Number(/h(\d+)/.exec(params)?.[1] ?? width);
  const clamp = (value: number) => Math.min(2000, Math.max(16, value || 400));
  return [clamp(width), clamp(height)];
}

export function productSvg(options: { name: string; picto: Pictogram; colour: string; packLabel: string | null; width: number; height: number }): string {
  const { name, picto, colour, packLabel, width, height } = options;
  const label = packLabel?.slice(0, 16) ?? '';
  const badgeWidth = Math.min(150, 16 + label.length * 8);
  const badge = label
    ? `<rect x="${192 - badgeWidth}" y="168" width="${badgeWidth}" height="24" rx="12" fill="#263238"/>` +
      `<text x="${192 - badgeWidth / 2}" y="185" font-family="Roboto, Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><rect width="200" height="200" rx="14" fill="#f5f7fa"/>` +
    `<g transform="translate(20 12) scale(0.8)">${drawPictogram(picto, colour)}</g>${badge}</svg>`;
}

export function brandSvg(name: string, width: number, height: number): string {
  const size = Math.max(10, Math.min(28, 150 / Math.max(4, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 80" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><rect width="100" height="80" rx="8" fill="#ffffff" stroke="#cfd8dc"/>` +
    `<text x="50" y="${40 + size / 3}" font-family="Roboto, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#263238" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}

/** A light tint of a hex colour (mixed with white). */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const mix = (shift: number) => Math.round(((value >> shift) & 255) + (255 - ((value >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((shift) => mix(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** A blog or news picture: the article's pictogram on a tinted background (the tile shows the title). */
export function contentSvg(options: { title: string; picto: Pictogram; colour: string; width: number; height: number }): string {
  const { title, picto, colour, width, height } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 330 284" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title><rect width="330" height="284" fill="${tint(colour, 0.85)}"/>` +
    `<circle cx="270" cy="40" r="90" fill="${tint(colour, 0.7)}"/><circle cx="40" cy="260" r="70" fill="${tint(colour, 0.75)}"/>` +
    `<g transform="translate(85 62) scale(0.8)">${drawPictogram(picto, colour)}</g></svg>`;
}

/** A promotion banner: the name and its dates on the promotion's colour. */
export function promotionSvg(options: { name: string; subtitle: string; colour: string; width: number; height: number }): string {
  const { name, subtitle, colour, width, height } = options;
  const size = Math.min(84, Math.floor(1500 / Math.max(8, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><rect width="1200" height="400" fill="${colour}"/>` +
    `<circle cx="1080" cy="60" r="220" fill="#ffffff" fill-opacity="0.12"/><circle cx="960" cy="380" r="140" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="80" y="210" font-family="Roboto, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>` +
    `<text x="82" y="275" font-family="Roboto, Arial, sans-serif" font-size="34" fill="#ffffff" fill-opacity="0.9">${escapeXml(subtitle)}</text></svg>`;
}
