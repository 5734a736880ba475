import { endSentence } from '../domain/sentence';
import { unitFor } from '../domain/unitCount';
import type { Formatter } from './texts';

/** The formats the locale files use inside `{{…}}`. */
export const TEXT_FORMATS: Record<string, Formatter> = {
  /**
   * `{{uom, endSentence}}` closes a sentence after a value that may be an abbreviation: "12 ryz." but
   * "12 szt." (never "12 szt..").
   */
  endSentence: (value) => endSentence(String(value)),
  /**
   * `{{uom, unit(of: quantity)}}` writes a unit as it reads after the number `quantity` of the same text:
   * "2 ryzy", "5 ryz", "2 reams" (src/domain/unitCount.ts).
   */
  unit: (value, language, options) => {
    const of = typeof options.of === 'string' ? options.of : undefined;
    return unitFor(String(value), of ? ((options[of] as number | string | undefined) ?? '') : '', language === 'en' ? 'en' : 'pl');
  },
};
