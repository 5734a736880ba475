/**
 * Printing devices and their supplies, written compactly.
 * A series is "kind|model prefix|numbers|suffixes": every number × suffix is a model;
 * all suffixes of one number share the same cartridges (one OEM code, or one per colour).
 * OEM code patterns: `#` = a seeded digit, `{c}` = colour suffix (BK, C, M, Y), `{i}` = colour index digit.
 */
export type SeriesKind = 'laser' | 'colour' | 'ink' | 'dot' | 'label';

export interface PrinterBrandSpec {
  name: string;
  series: string[];
  toner?: string;
  /** HP-style short name of a toner ("85A") / ink ("305"). */
  tonerLabel?: string;
  drum?: string;
  ink?: string;
  inkLabel?: string;
  ribbon?: string;
  tape?: string;
}

export const PRINTER_BRANDS: PrinterBrandSpec[] = [
  {
    name: 'HP', toner: 'CF2##A', tonerLabel: '##A', ink: '3YM##AE', inkLabel: '3##',
    series: ['laser|LaserJet Pro M|102,203,404,501|a,dn,dw', 'laser|LaserJet Pro MFP M|130,227,428|fw,fdw', 'colour|Color LaserJet Pro M|255,454|dw,nw', 'laser|LaserJet P|1102,2055|w,dn', 'ink|OfficeJet Pro |8022,9010,9020|e,', 'ink|DeskJet |2720,3750,4120|e,'],
  },
  {
    name: 'Canon', toner: 'CRG-0##', drum: 'C-EXV##', ink: 'PG-5##',
    series: ['laser|i-SENSYS LBP|6030,6230,233|w,dw', 'laser|i-SENSYS MF|443,453,3010|dw,', 'colour|i-SENSYS MF|633,645,752|Cdw,Cx', 'ink|PIXMA TS|3150,5150,705|a,', 'ink|PIXMA G|550,650|,'],
  },
  {
    name: 'Brother', toner: 'TN-2###', drum: 'DR-2###', ink: 'LC-3###', inkLabel: '', tape: 'TZe-2##',
    series: ['laser|HL-L|2310,2350,2370,5100|D,DW,DN', 'laser|DCP-L|2510,2530,2550|D,DW,DN', 'laser|MFC-L|2710,2730,2750|DW,DN', 'colour|HL-L|3210,8260|CW,CDW', 'ink|DCP-J|1050,1140|DW,', 'ink|MFC-J|5340,5740|DW,', 'label|P-touch |E110,D210,D410,H110|VP,'],
  },
  { name: 'Samsung', toner: 'MLT-D1##S', series: ['laser|Xpress M|2020,2070,2026|W,FW', 'laser|ML-|1660,2165,3310|ND,W', 'colour|Xpress C|430,480|W,FW'] },
  { name: 'Xerox', toner: '106R0####', drum: '101R00###', series: ['laser|Phaser |3020,3260,3330|BI,DNI', 'laser|WorkCentre |3025,3225,3345|BI,DNI', 'colour|VersaLink C|400,405|DN,'] },
  { name: 'Lexmark', toner: '5#F2H00', series: ['laser|MS|317,417,517|dn,', 'laser|MX|317,417|dn,', 'colour|CS|310,417|dn,n'] },
  { name: 'Kyocera', toner: 'TK-1###', series: ['laser|ECOSYS P|2040,2235,3145|dn,dw', 'laser|ECOSYS M|2040,2135,2735|dn,dw', 'colour|ECOSYS P|5026,6230|cdn,cdw'] },
  { name: 'Ricoh', toner: '84####', series: ['laser|SP |230,330,3710|DNw,SFN', 'colour|SP C|261,262|DNw,SFNw'] },
  { name: 'OKI', toner: '458#####', drum: '444####', ribbon: '09002###', series: ['laser|B|412,432|dn,', 'colour|C|332,532,542|dn,', 'dot|Microline |3320,3321,5590|eco,'] },
  { name: 'Konica Minolta', toner: 'TN-3##', drum: 'DR-3##', series: ['laser|bizhub |4020,4050,4750|i,', 'colour|bizhub C|250,300|i,'] },
  { name: 'Sharp', toner: 'MX-##GT', series: ['laser|AR-|6020,6023|N,D', 'colour|MX-|2630,3050|N,'] },
  { name: 'Dell', toner: '593-####', series: ['laser|B|1160,2360|w,dn', 'colour|C|1760,2660|nw,dn'] },
  { name: 'Panasonic', toner: 'KX-FAT4##X', ribbon: 'KX-P1###', series: ['laser|KX-MB|2120,2230,2545|PD,', 'laser|KX-FL|422,612|PD,', 'dot|KX-P|1131,2130|E,'] },
  { name: 'Toshiba', toner: 'T-2###E', series: ['laser|e-STUDIO |2329,2822|A,AM', 'colour|e-STUDIO |2010,2510|AC,'] },
  { name: 'Utax', toner: 'CK-5###', series: ['laser|P-|4020,4531|DN,MFP', 'colour|P-C|2650,3565|DW,i'] },
  { name: 'Triumph-Adler', toner: 'PK-5###', series: ['laser|P-|4020,4035|DN,i', 'colour|P-C|2660,3066|i,MFP'] },
  { name: 'Develop', toner: 'TN-3##', drum: 'DR-3##', series: ['laser|ineo |4020,4050|i,', 'colour|ineo +|250,300|i,'] },
  { name: 'Olivetti', toner: 'B1###', ribbon: '82###', series: ['laser|d-Copia |3523,4023|MF,', 'dot|PR2 |Plus,E|,'] },
  { name: 'Pantum', toner: 'TL-5##X', drum: 'DL-5##', series: ['laser|P|2500,3300|W,DN', 'laser|M|6500,7100|W,DN'] },
  {
    name: 'Epson', toner: 'C13S05####', ink: 'C13T0#A#4010', inkLabel: '60#XL', ribbon: 'S015###', tape: 'LK-4###',
    series: ['ink|EcoTank L|3256,3266,6290|,', 'ink|Expression Home XP-|2200,3200,4200|,', 'ink|WorkForce Pro WF-|3820,4820|DWF,', 'colour|AcuLaser C|1750,2900|N,W', 'dot|LX-|350,1350|,', 'dot|FX-|890,2190|II,', 'label|LabelWorks LW-|300,400,C410|,'],
  },
  { name: 'Kodak', ink: '39#####', inkLabel: '#0XL', series: ['ink|ESP |3250,5250,7250|,', 'ink|Hero |5.1,7.1,9.1|,'] },
  { name: 'Star', ribbon: 'RC-###', series: ['dot|SP7|00,12,42|,', 'dot|LC-|2410,5721|,'] },
  { name: 'Citizen', ribbon: 'IR-##', series: ['dot|CD-S|500,501|A,', 'dot|iDP|3110,3550|,'] },
  { name: 'Tally Dascom', ribbon: 'T2##', series: ['dot|T2|150,250,265|,', 'dot|LA|550,650|,'] },
  { name: 'Fujitsu', ribbon: 'CA0####', series: ['dot|DL|3750,3850|+,', 'dot|DL|9400,9600|,'] },
  { name: 'Printronix', ribbon: '25###', series: ['dot|P8|000,205,220|H,', 'dot|P7|215,220|,'] },
  { name: 'Dymo', tape: 'S07#####', series: ['label|LabelManager |160,210D,280,420P|,', 'label|LabelWriter |450,550,5XL|,'] },
  { name: 'Brady', tape: 'M21-###', series: ['label|BMP|21 Plus,41,51|,', 'label|M|210,211|,'] },
  { name: 'Zebra', tape: '800###', series: ['label|ZD|220,420,421|d,t', 'label|GK|420|d,t'] },
  { name: 'Casio', tape: 'XR-##WE', series: ['label|KL-|120,170,820|,'] },
  { name: 'Sagem', toner: 'TNR-7##', series: ['laser|MF |5462,5482|dn,', 'laser|FAX |4360,4440|,'] },
  { name: 'Philips', toner: 'PFA-8##', series: ['laser|Laserfax |5120,5125,5135|,'] },
  { name: 'Gestetner', toner: '8#####', series: ['laser|MP |2000,2501|SP,', 'colour|MP C|2003,2503|SP,'] },
  { name: 'Nashuatec', toner: '88####', series: ['laser|MP |201,301|SPF,', 'colour|MP C|305|SPF,'] },
  { name: 'Minolta', toner: 'TN-2##', series: ['laser|PagePro |1350,1380,1390|W,MF'] },
];

export const COMPATIBLE_TONER_BRANDS = ['ActiveJet', 'Black Point', 'Asarto'];
export const TONER_COLOURS = [
  { name: 'czarny', suffix: 'BK', hex: '#222222' },
  { name: 'błękitny', suffix: 'C', hex: '#00a3e0' },
  { name: 'purpurowy', suffix: 'M', hex: '#d6007e' },
  { name: 'żółty', suffix: 'Y', hex: '#ffd400' },
];
export const TAPE_VARIANTS = [
  { width: '12', text: 'czarny na białym', hex: '#ffffff' },
  { width: '12', text: 'czarny na żółtym', hex: '#ffd400' },
  { width: '9', text: 'czarny na białym', hex: '#ffffff' },
  { width: '18', text: 'czarny na białym', hex: '#ffffff' },
  { width: '12', text: 'biały na czarnym', hex: '#222222' },
  { width: '24', text: 'czarny na białym', hex: '#ffffff' },
];
