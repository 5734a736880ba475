/**
 * Flat pictograms in a 200×200 box: `c` is the product colour, outlines are dark slate.
 * Several kinds share a drawing (a pencil is a pen with another tip, a towel a roll...).
 */
import type { Pictogram } from '../db/types';

const D = '#263238';
const L = '#ffffff';
/** The dark outline of a pictogram, 5 units wide unless given (one stroke-width per element: SVG is XML). */
const stroke = (width = 5) => `stroke="${D}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const s = stroke();

type Draw = (c: string) => string;

const pen: Draw = (c) => `<g transform="rotate(-35 100 100)"><rect x="88" y="22" width="24" height="130" rx="6" fill="${c}" ${s}/><path d="M88 152 L100 182 L112 152 Z" fill="${L}" ${s}/><rect x="84" y="36" width="8" height="40" rx="3" fill="${D}"/></g>`;
const pencil: Draw = (c) => `<g transform="rotate(-35 100 100)"><rect x="86" y="30" width="28" height="118" fill="${c}" ${s}/><path d="M86 148 L100 184 L114 148 Z" fill="#f3d9a4" ${s}/><rect x="86" y="16" width="28" height="16" rx="4" fill="#ef9a9a" ${s}/></g>`;
const marker: Draw = (c) => `<g transform="rotate(-35 100 100)"><rect x="80" y="40" width="40" height="110" rx="8" fill="${L}" ${s}/><rect x="80" y="20" width="40" height="34" rx="8" fill="${c}" ${s}/><path d="M88 150 L92 178 L108 178 L112 150 Z" fill="${c}" ${s}/></g>`;
const binder: Draw = (c) => `<rect x="50" y="25" width="100" height="150" rx="6" fill="${c}" ${s}/><rect x="66" y="45" width="30" height="46" rx="4" fill="${L}" ${s}/><circle cx="122" cy="140" r="12" fill="${L}" ${s}/>`;
const folder: Draw = (c) => `<path d="M35 55 h50 l12 14 h68 v96 h-130 Z" fill="${c}" ${s}/><path d="M35 80 h130" ${s} fill="none"/>`;
const sleeve: Draw = (c) => `<rect x="55" y="30" width="95" height="135" fill="#e3f2fd" ${s}/><rect x="45" y="40" width="95" height="135" fill="${c}" fill-opacity="0.35" ${s}/>${[60, 90, 120, 150].map((y) => `<circle cx="54" cy="${y}" r="4" fill="${D}"/>`).join('')}`;
const box: Draw = (c) => `<path d="M40 70 L100 45 L160 70 L160 150 L100 175 L40 150 Z" fill="${c}" ${s}/><path d="M40 70 L100 95 L160 70 M100 95 V175" fill="none" ${s}/>`;
const stapler: Draw = (c) => `<path d="M30 140 h140 v18 h-140 Z" fill="${D}"/><path d="M35 135 Q40 85 90 82 L165 90 Q172 120 160 134 Z" fill="${c}" ${s}/>`;
const clip: Draw = (c) => `<path d="M80 40 v100 a20 20 0 0 0 40 0 v-110 a30 30 0 0 0 -60 0 v115" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`;
const tape: Draw = (c) => `<circle cx="100" cy="100" r="62" fill="${c}" ${s}/><circle cx="100" cy="100" r="30" fill="${L}" ${s}/><path d="M150 140 L185 150" ${s}/>`;
const glue: Draw = (c) => `<rect x="72" y="60" width="56" height="115" rx="10" fill="${c}" ${s}/><rect x="72" y="30" width="56" height="36" rx="8" fill="${L}" ${s}/>`;
const scissors: Draw = (c) => `<circle cx="65" cy="145" r="20" fill="none" stroke="${c}" stroke-width="12"/><circle cx="135" cy="145" r="20" fill="none" stroke="${c}" stroke-width="12"/><path d="M78 128 L140 30 M122 128 L60 30" ${stroke(9)}/>`;
const ream: Draw = (c) => `<path d="M30 80 L110 55 L175 80 L95 105 Z" fill="${L}" ${s}/><path d="M30 80 V130 L95 155 V105 Z" fill="${c}" ${s}/><path d="M95 105 L175 80 V130 L95 155 Z" fill="${c}" fill-opacity="0.7" ${s}/>`;
const photo: Draw = (c) => `<rect x="40" y="45" width="120" height="110" rx="4" fill="${L}" ${s}/><rect x="52" y="57" width="96" height="70" fill="${c}"/><path d="M52 127 L85 90 L110 115 L125 100 L148 127 Z" fill="${D}" opacity="0.5"/>`;
const notebook: Draw = (c) => `<rect x="50" y="30" width="110" height="145" rx="6" fill="${c}" ${s}/>${[50, 80, 110, 140].map((y) => `<path d="M40 ${y} h22" ${s}/>`).join('')}<rect x="80" y="60" width="55" height="22" fill="${L}" ${s}/>`;
const notes: Draw = (c) => `<rect x="45" y="55" width="110" height="110" fill="${c}" ${s}/><path d="M45 55 h110 v24 h-110 Z" fill="${D}" opacity="0.15"/><path d="M125 165 L155 135" ${s}/>`;
const envelope: Draw = (c) => `<rect x="30" y="55" width="140" height="95" rx="4" fill="${c}" ${s}/><path d="M30 58 L100 110 L170 58" fill="none" ${s}/>`;
const label: Draw = (c) => `<path d="M40 60 h90 l30 40 l-30 40 h-90 Z" fill="${c}" ${s}/><circle cx="125" cy="100" r="8" fill="${L}" ${s}/>`;
const roll: Draw = (c) => `<ellipse cx="70" cy="100" rx="28" ry="55" fill="${c}" ${s}/><path d="M70 45 h70 a28 55 0 0 1 0 110 h-70" fill="${c}" ${s}/><ellipse cx="70" cy="100" rx="10" ry="20" fill="${L}" ${s}/>`;
const toner: Draw = (c) => `<rect x="25" y="70" width="150" height="60" rx="10" fill="#455a64" ${s}/><rect x="40" y="82" width="120" height="36" rx="6" fill="${c}" ${s}/><rect x="15" y="88" width="14" height="24" rx="4" fill="${D}"/>`;
const drum: Draw = (c) => `<rect x="25" y="75" width="150" height="50" rx="25" fill="#2e7d32" ${s}/><rect x="45" y="88" width="110" height="24" rx="12" fill="${c}" ${s}/>`;
const ink: Draw = (c) => `<rect x="60" y="40" width="80" height="120" rx="10" fill="#eceff1" ${s}/><rect x="72" y="80" width="56" height="64" rx="6" fill="${c}" ${s}/><rect x="85" y="160" width="30" height="14" fill="${D}"/>`;
const ribbon: Draw = (c) => `<rect x="25" y="70" width="150" height="60" rx="8" fill="#37474f" ${s}/><circle cx="65" cy="100" r="20" fill="${c}" ${s}/><circle cx="135" cy="100" r="20" fill="${c}" ${s}/>`;
const bottle: Draw = (c) => `<path d="M82 30 h36 v25 l14 20 v90 a10 10 0 0 1 -10 10 h-44 a10 10 0 0 1 -10 -10 v-90 l14 -20 Z" fill="${c}" ${s}/><rect x="78" y="100" width="44" height="40" rx="4" fill="${L}" ${s}/>`;
const soap: Draw = (c) => `<path d="M96 30 h30 v10 h-22 v15" fill="none" ${s}/><rect x="92" y="55" width="16" height="18" fill="${D}"/><rect x="65" y="73" width="70" height="100" rx="14" fill="${c}" ${s}/>`;
const bag: Draw = (c) => `<path d="M55 60 Q100 40 145 60 L160 170 H40 Z" fill="${c}" ${s}/><path d="M80 60 Q100 20 120 60" fill="none" ${s}/>`;
const sponge: Draw = (c) => `<rect x="40" y="80" width="120" height="60" rx="10" fill="${c}" ${s}/><rect x="40" y="80" width="120" height="20" rx="6" fill="#43a047" ${s}/>`;
const beans: Draw = (c) => `<path d="M55 40 h90 l10 130 h-110 Z" fill="${c}" ${s}/>${[[85, 110], [115, 130], [100, 90]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="12" ry="16" fill="#3e2723"/>`).join('')}`;
const coffee: Draw = (c) => `<path d="M45 70 h100 l-10 95 h-80 Z" fill="${c}" ${s}/><path d="M145 90 a20 20 0 0 1 0 40" fill="none" ${s}/><path d="M75 50 q10 -15 0 -30 M100 50 q10 -15 0 -30" fill="none" ${s}/>`;
const jar: Draw = (c) => `<rect x="60" y="35" width="80" height="25" rx="4" fill="${D}"/><rect x="55" y="60" width="90" height="110" rx="12" fill="${c}" ${s}/><rect x="65" y="95" width="70" height="40" fill="${L}" ${s}/>`;
const tea: Draw = (c) => `<rect x="45" y="55" width="110" height="110" rx="6" fill="${c}" ${s}/><path d="M100 30 v40" ${s}/><rect x="85" y="70" width="30" height="36" fill="${L}" ${s}/>`;
const water: Draw = (c) => `<path d="M88 25 h24 v20 l10 15 v110 a8 8 0 0 1 -8 8 h-28 a8 8 0 0 1 -8 -8 v-110 l10 -15 Z" fill="${c}" fill-opacity="0.6" ${s}/><rect x="78" y="95" width="44" height="35" fill="${L}" ${s}/>`;
const juice: Draw = (c) => `<path d="M60 60 L80 30 h40 l20 30 v115 h-80 Z" fill="${c}" ${s}/><circle cx="100" cy="115" r="22" fill="${L}" ${s}/>`;
const can: Draw = (c) => `<rect x="62" y="40" width="76" height="130" rx="12" fill="${c}" ${s}/><path d="M62 62 h76 M62 148 h76" ${s}/>`;
const cookie: Draw = (c) => `<circle cx="100" cy="100" r="62" fill="${c}" ${s}/>${[[80, 80], [120, 90], [95, 125], [125, 125]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#4e342e"/>`).join('')}`;
const chocolate: Draw = (c) => `<rect x="45" y="40" width="110" height="130" rx="6" fill="${c}" ${s}/>${[0, 1, 2].map((r) => [0, 1].map((k) => `<rect x="${60 + k * 42}" y="${55 + r * 38}" width="34" height="30" rx="3" fill="${D}" opacity="0.25"/>`).join('')).join('')}`;
const milk: Draw = (c) => `<path d="M62 60 L80 30 h40 l18 30 v115 h-76 Z" fill="${L}" ${s}/><path d="M62 110 h76 v65 h-76 Z" fill="${c}" ${s}/>`;
const sugar: Draw = (c) => `${[[55, 95], [100, 95], [78, 55]].map(([x, y]) => `<rect x="${x}" y="${y}" width="44" height="44" rx="4" fill="${c}" ${s}/>`).join('')}`;
const wine: Draw = (c) => `<path d="M88 20 h24 v50 q18 15 18 40 v65 h-60 v-65 q0 -25 18 -40 Z" fill="${c}" ${s}/><rect x="75" y="110" width="50" height="35" fill="${L}" ${s}/>`;
const mouse: Draw = (c) => `<rect x="62" y="40" width="76" height="125" rx="38" fill="${c}" ${s}/><path d="M100 40 v45 M62 85 h76" ${s}/>`;
const keyboard: Draw = (c) => `<rect x="20" y="65" width="160" height="75" rx="8" fill="${c}" ${s}/>${[0, 1, 2].map((r) => [0, 1, 2, 3, 4, 5].map((k) => `<rect x="${32 + k * 23}" y="${75 + r * 19}" width="16" height="12" rx="2" fill="${L}"/>`).join('')).join('')}`;
const usb: Draw = (c) => `<rect x="60" y="70" width="95" height="60" rx="10" fill="${c}" ${s}/><rect x="25" y="82" width="38" height="36" fill="#cfd8dc" ${s}/>`;
const headset: Draw = (c) => `<path d="M45 120 v-20 a55 55 0 0 1 110 0 v20" fill="none" ${stroke(9)}/><rect x="35" y="110" width="30" height="50" rx="10" fill="${c}" ${s}/><rect x="135" y="110" width="30" height="50" rx="10" fill="${c}" ${s}/>`;
const battery: Draw = (c) => `<rect x="60" y="45" width="80" height="125" rx="8" fill="${c}" ${s}/><rect x="85" y="30" width="30" height="15" fill="${D}"/><path d="M104 80 L88 110 h24 L96 140" fill="none" stroke="${L}" stroke-width="6"/>`;
const socket: Draw = (c) => `<rect x="20" y="75" width="160" height="50" rx="10" fill="${c}" ${s}/>${[0, 1, 2, 3].map((k) => `<circle cx="${48 + k * 35}" cy="100" r="12" fill="${L}" ${s}/>`).join('')}`;
const calculator: Draw = (c) => `<rect x="55" y="30" width="90" height="140" rx="10" fill="${c}" ${s}/><rect x="67" y="42" width="66" height="30" fill="#c5e1a5" ${s}/>${[0, 1, 2].map((r) => [0, 1, 2].map((k) => `<rect x="${67 + k * 24}" y="${85 + r * 25}" width="18" height="18" rx="3" fill="${L}"/>`).join('')).join('')}`;
const shredder: Draw = (c) => `<rect x="45" y="60" width="110" height="115" rx="6" fill="${c}" ${s}/><rect x="60" y="35" width="80" height="35" fill="${L}" ${s}/><path d="M65 70 h70" ${s}/>`;
const laminator: Draw = (c) => `<rect x="25" y="85" width="150" height="55" rx="12" fill="${c}" ${s}/><rect x="55" y="50" width="90" height="40" fill="${L}" ${s}/>`;
const printer: Draw = (c) => `<rect x="60" y="35" width="80" height="40" fill="${L}" ${s}/><rect x="30" y="70" width="140" height="70" rx="10" fill="${c}" ${s}/><rect x="60" y="120" width="80" height="50" fill="${L}" ${s}/>`;
const glove: Draw = (c) => `<path d="M70 170 v-60 l-18 -30 a8 8 0 0 1 14 -8 l14 20 v-57 a8 8 0 0 1 16 0 v45 v-55 a8 8 0 0 1 16 0 v55 v-48 a8 8 0 0 1 16 0 v50 v-38 a8 8 0 0 1 16 0 v70 q0 40 -20 56 Z" fill="${c}" ${s}/>`;
const vest: Draw = (c) => `<path d="M60 30 L85 30 L100 60 L115 30 L140 30 L165 70 L155 175 H45 L35 70 Z" fill="${c}" ${s}/><path d="M45 120 h110 M48 145 h104" stroke="#cfd8dc" stroke-width="9"/>`;
const firstaid: Draw = (c) => `<rect x="35" y="60" width="130" height="105" rx="10" fill="${c}" ${s}/><rect x="80" y="40" width="40" height="22" fill="none" ${s}/><path d="M100 85 v55 M72 112 h56" stroke="${L}" stroke-width="16"/>`;
const plaster: Draw = (c) => `<g transform="rotate(-30 100 100)"><rect x="25" y="78" width="150" height="44" rx="22" fill="${c}" ${s}/><rect x="78" y="78" width="44" height="44" fill="${L}" ${s}/></g>`;
const sanitizer: Draw = (c) => `<path d="M90 40 h35 M105 40 v22" ${s}/><rect x="62" y="62" width="76" height="110" rx="12" fill="${c}" fill-opacity="0.8" ${s}/><path d="M100 95 v40 M80 115 h40" stroke="${L}" stroke-width="10"/>`;
const mask: Draw = (c) => `<path d="M40 85 Q100 55 160 85 L150 130 Q100 170 50 130 Z" fill="${c}" ${s}/><circle cx="120" cy="115" r="10" fill="${L}" ${s}/>`;
const extinguisher: Draw = (c) => `<rect x="70" y="60" width="60" height="115" rx="24" fill="${c}" ${s}/><path d="M90 60 v-20 h35 l20 12" fill="none" ${s}/><rect x="78" y="100" width="44" height="30" fill="${L}" ${s}/>`;
const sign: Draw = (c) => `<rect x="30" y="50" width="140" height="100" rx="8" fill="${c}" ${s}/><path d="M70 120 l15 -30 l20 10 l15 -25 M130 75 l10 10" fill="none" stroke="${L}" stroke-width="8"/>`;
const chair: Draw = (c) => `<path d="M62 28 h76 a10 10 0 0 1 10 10 v62 h-96 v-62 a10 10 0 0 1 10 -10 Z" fill="${c}" ${s}/><rect x="48" y="100" width="104" height="26" rx="10" fill="${c}" ${s}/><path d="M100 126 v30 M60 172 L100 156 L140 172 M100 156 v18" fill="none" ${s}/>${[60, 100, 140].map((x) => `<circle cx="${x}" cy="176" r="6" fill="${D}"/>`).join('')}`;
const lamp: Draw = (c) => `<path d="M60 175 h80" ${stroke(8)}/><path d="M100 172 L70 105 L118 58" fill="none" ${stroke(7)}/><path d="M100 40 L150 42 L160 88 Z" fill="${c}" ${s}/><path d="M140 90 l12 22" stroke="#ffd54f" stroke-width="5"/>`;
const stand: Draw = (c) => `<rect x="30" y="100" width="140" height="22" rx="6" fill="${c}" ${s}/><path d="M45 122 v40 M155 122 v40" ${stroke(8)}/><rect x="55" y="40" width="90" height="58" rx="6" fill="#eceff1" ${s}/>`;

const DRAWINGS: Record<Pictogram, Draw> = {
  pen, pencil, marker, corrector: marker, binder, folder, sleeve, box, stapler, staples: box, punch: stapler, clip, tape, glue, scissors,
  ream, photo, notebook, notes, envelope, label, roll, toner, drum, ink, ribbon, toilet: roll, towel: roll, tissue: box, bottle, soap, bag,
  sponge, beans, coffee, jar, tea, water, juice, can, cookie, chocolate, milk, sugar, wine, mouse, keyboard, usb, headset, battery, socket,
  calculator, shredder, laminator, printer, glove, vest, firstaid, plaster, sanitizer, mask, extinguisher, sign, chair, lamp, stand,
};

/** Every kind that has a drawing. */
export const PICTOGRAMS = Object.keys(DRAWINGS) as Pictogram[];

export function drawPictogram(kind: Pictogram, colour: string): string {
  return (DRAWINGS[kind] ?? box)(colour);
}
