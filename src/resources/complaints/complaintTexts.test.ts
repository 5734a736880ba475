import { describe, expect, it } from 'vitest';
import pl from '../../i18n/locales/pl/account.json';
import en from '../../i18n/locales/en/account.json';
import { complaintFileMessage, COMPLAINT_FILE_RULES, extensionList, REASON_HEADINGS } from '../../domain/complaints';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { createTexts } from '../../i18n/texts';
import { listKey, typeKey } from './complaintTexts';

async function translator(lng: 'pl' | 'en') {
  const texts = createTexts({ language: lng, defaultNS: 'account' });
  texts.addResourceBundle('pl', 'account', pl);
  texts.addResourceBundle('en', 'account', en);
  return texts.t;
}

describe('complaint texts', () => {
  it('say the §5 file messages word for word in Polish, as the domain and the demo API do', async () => {
    const t = await translator('pl');
    expect(t('complaints.wizard.errors.fileSize', { size: COMPLAINT_FILE_RULES.maxSizeMb })).toBe(VALIDATION_MESSAGES.fileSize(10));
    expect(t('complaints.wizard.errors.fileSize', { size: 10 })).toBe('Maksymalna wielkość pliku to: 10MB.');
    expect(t('complaints.wizard.errors.fileExtension', { extensions: extensionList() })).toBe(
      complaintFileMessage({ rule: 'fileExtension', extensions: extensionList() }),
    );
  });

  it('head the reason field as spec §5 heads the reason text', async () => {
    const t = await translator('pl');
    expect(t(`complaints.wizard.items.reason.${typeKey('R-nt')}`)).toBe(REASON_HEADINGS['R-nt']);
    expect(t(`complaints.wizard.items.reason.${typeKey('RZ')}`)).toBe(REASON_HEADINGS.RZ);
  });

  it('count days left in Polish plural forms', async () => {
    const t = await translator('pl');
    expect(t('complaints.rights.deadline', { date: '20.06.2026', count: 1 })).toBe('Zwrot możliwy do 20.06.2026 – został 1 dzień');
    expect(t('complaints.rights.deadline', { date: '20.06.2026', count: 3 })).toBe('Zwrot możliwy do 20.06.2026 – zostały 3 dni');
    expect(t('complaints.rights.deadline', { date: '20.06.2026', count: 12 })).toBe('Zwrot możliwy do 20.06.2026 – zostało 12 dni');
  });

  it('name the lists by type', () => {
    expect([listKey('RZ'), listKey('R-nt'), listKey(null)]).toEqual(['return', 'complaint', 'all']);
  });
});
