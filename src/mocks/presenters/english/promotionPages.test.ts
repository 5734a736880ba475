import { describe, expect, it } from 'vitest';
import { PROMOTION_PAGES } from '../../db/content/promotions';
import { getSeed } from '../../db/store';
import { pictureSvg } from '../../images/pictures';
import { promotionDetails } from '../../services/catalogue';
import { pictureInEnglish, pictureName } from '../images';
import { localiseValue } from '../localiseResponse';

const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(promocja|promocje|trwa|oraz|produkty)\b/i;

describe('a promotion page in English', () => {
  it.each(Object.keys(PROMOTION_PAGES))('has its title, description, content and end date in English: %s', (slug) => {
    const polish = promotionDetails(getSeed(), slug);
    expect(polish).not.toBeNull();
    const english = localiseValue(polish!);
    for (const text of [english.name, english.description, english.content, english.seoData?.title, english.seoData?.description]) {
      expect(text, `${slug}: ${text}`).not.toMatch(POLISH);
    }
    if (polish!.endDate) {
      const [year, month, day] = polish!.endDate.split('-');
      expect(english.content).toContain(`<p>The promotion runs until ${day}/${month}/${year}.</p>`);
      expect(english.seoData?.description).toMatch(new RegExp(`[a-z.] The promotion runs until ${day}/${month}/${year}\\.$`));
    }
  });
});

describe('a promotion banner in English', () => {
  it('is named in English answers and draws the English name and dates; the Polish one stays', () => {
    const seed = getSeed();
    const polish = promotionDetails(seed, 'promocja-tygodnia')!;
    const english = localiseValue(polish);
    expect(polish.imageUrl).toMatch(/\/promotions\/w1200-h400\/promocja-tygodnia\.webp$/);
    expect(english.imageUrl).toMatch(/\/promotions\/w1200-h400\/promocja-tygodnia\.en\.webp$/);

    const name = english.imageUrl!.split('/').at(-1)!;
    const { slug, locale } = pictureName(name);
    expect({ slug, locale }).toEqual({ slug: 'promocja-tygodnia', locale: 'en' });
    const [start, end] = [polish.startDate!, polish.endDate!].map((iso) => iso.split('-').reverse().join('/'));
    const banner = pictureSvg('promotions', slug, 1200, 400, locale);
    expect(banner).toContain('>Deal of the week</text>');
    expect(banner).toContain(`>${start} – ${end}</text>`);
    expect(pictureSvg('promotions', 'promocja-tygodnia', 1200, 400)).toContain('>Promocja tygodnia</text>');
    expect(pictureSvg('promotions', 'outlet', 1200, 400, 'en')).toContain('>Always on offer</text>');
  });

  it('leaves every other picture URL as it is', () => {
    expect(pictureInEnglish('/e-commerce/v1/images/convert/products/w400-h400/zeszyt-367617.webp')).toBe('/e-commerce/v1/images/convert/products/w400-h400/zeszyt-367617.webp');
    expect(pictureName('zeszyt-367617.avif')).toEqual({ slug: 'zeszyt-367617', locale: 'pl' });
  });
});
