/**
 * The company audit log: who did what and when. Entries are written by the operation wrapper
 * (auditTrail.ts, from the table in auditedOperations.ts) for successful calls only, appended to the
 * demo state and never changed; each company keeps its newest 5 000. Its administrator reads them
 * (GET companies/current/audit-log), newest first, with filters by action, user, subject and dates.
 */
import { AuditAction, type AuditEntry, type AuditLogResponse, type AvailableFilter, type GetAuditLogParams } from '../../../generated/model';
import type { AuditRecord, BilingualText } from '../../db/auditRecords';
import { getState, updateState } from '../../db/store';
import { normalizeSearchText } from '../../db/text';
import type { SeedCompany, SeedUser } from '../../db/types';
import { forbidden } from '../../http/errors';
import type { DemoLocale } from '../../http/locale';
import { personName } from '../../presenters/order';
import {
  requireDateFilters, requireFilterKeys, requireFilterValues, requireIdFilters, requireOrderBy, sortAndPage, withinDates,
} from '../listQuery';

/** How many entries a company keeps: the oldest go first. */
export const AUDIT_LOG_CAP = 5000;

export const AUDIT_ACTIONS = Object.values(AuditAction);

/** The actions' names, in the words of the screen's action column. */
export const AUDIT_ACTION_NAMES: Record<AuditAction, BilingualText> = {
  orderPlaced: { pl: 'Złożenie zamówienia', en: 'Order placed' },
  orderEdited: { pl: 'Edycja zamówienia', en: 'Order edited' },
  orderAccepted: { pl: 'Akceptacja zamówienia', en: 'Order accepted' },
  orderRejected: { pl: 'Odrzucenie zamówienia', en: 'Order rejected' },
  costCenterCreated: { pl: 'Nowe centrum kosztowe', en: 'Cost centre created' },
  costCenterChanged: { pl: 'Zmiana centrum kosztowego', en: 'Cost centre changed' },
  costCenterArchived: { pl: 'Archiwizacja centrum kosztowego', en: 'Cost centre archived' },
  costCenterRestored: { pl: 'Przywrócenie centrum kosztowego', en: 'Cost centre restored' },
  approvalRuleCreated: { pl: 'Nowa reguła akceptacji', en: 'Approval rule created' },
  approvalRuleChanged: { pl: 'Zmiana reguły akceptacji', en: 'Approval rule changed' },
  approvalRuleDeleted: { pl: 'Usunięcie reguły akceptacji', en: 'Approval rule deleted' },
  absenceCreated: { pl: 'Nowa nieobecność akceptującego', en: 'Approver absence added' },
  absenceDeleted: { pl: 'Usunięcie nieobecności akceptującego', en: 'Approver absence deleted' },
  userCreated: { pl: 'Dodanie użytkownika', en: 'User added' },
  userChanged: { pl: 'Zmiana danych użytkownika', en: 'User changed' },
  userDeactivated: { pl: 'Dezaktywacja użytkownika', en: 'User deactivated' },
  userReactivated: { pl: 'Ponowna aktywacja użytkownika', en: 'User reactivated' },
  invitationResent: { pl: 'Ponowne wysłanie zaproszenia', en: 'Invitation sent again' },
  addressCreated: { pl: 'Nowy adres dostawy', en: 'Delivery address added' },
  addressChanged: { pl: 'Zmiana adresu dostawy', en: 'Delivery address changed' },
  addressDeleted: { pl: 'Usunięcie adresu dostawy', en: 'Delivery address deleted' },
  addressMadeDefault: { pl: 'Zmiana domyślnego adresu dostawy', en: 'Default delivery address changed' },
  companyChanged: { pl: 'Zmiana danych firmy', en: 'Company details changed' },
};

const FILTER_KEYS = ['action', 'userId', 'subject', 'dateFrom', 'dateTo'];

const FILTER_NAMES: Record<DemoLocale, Record<string, string>> = {
  pl: { action: 'Zdarzenie', userId: 'Kto', subject: 'Czego dotyczy', dateFrom: 'Data od', dateTo: 'Data do' },
  en: { action: 'Action', userId: 'Who', subject: 'Subject', dateFrom: 'Date from', dateTo: 'Date to' },
};

const MESSAGES = {
  pl: { forbidden: 'Dziennik zdarzeń firmy przegląda jej administrator.' },
  en: { forbidden: "The company's audit log is read by its administrator." },
} as const;

export interface AuditWrite {
  company: SeedCompany;
  user: SeedUser;
  action: AuditAction;
  subject: BilingualText;
  details: BilingualText | null;
}

/** Appends an entry; a company's entries beyond the newest AUDIT_LOG_CAP are dropped, oldest first. */
export function appendAuditEntry(write: AuditWrite, at = new Date()): AuditRecord {
  return updateState((state) => {
    const log = (state.auditLog ??= []);
    const record: AuditRecord = {
      id: (log.at(-1)?.id ?? 0) + 1,
      companyId: write.company.id,
      at: at.toISOString(),
      userId: write.user.id,
      userName: personName(write.user),
      action: write.action,
      subject: write.subject,
      details: write.details,
    };
    log.push(record);
    const own = log.filter((entry) => entry.companyId === record.companyId);
    if (own.length > AUDIT_LOG_CAP) {
      const dropped = new Set(own.slice(0, own.length - AUDIT_LOG_CAP));
      state.auditLog = log.filter((entry) => !dropped.has(entry));
    }
    return record;
  });
}

/** The company's entries, oldest first. */
export const companyAuditEntries = (companyId: number): AuditRecord[] => (getState().auditLog ?? []).filter((entry) => entry.companyId === companyId);

/** Whether the company's log already has this action on this subject (an order placed once, answered again on a retry). */
export const hasAuditEntry = (companyId: number, action: AuditAction, subject: string): boolean =>
  companyAuditEntries(companyId).some((entry) => entry.action === action && entry.subject.pl === subject);

/** 403 unless the user administers a company customer. */
export function requireAuditLogReader(user: SeedUser, company: SeedCompany, locale: DemoLocale): void {
  if (company.isPrivateCustomer || user.roleName !== 'admin') throw forbidden(MESSAGES[locale].forbidden);
}

const toEntry = (record: AuditRecord, locale: DemoLocale): AuditEntry => ({
  id: record.id,
  at: record.at,
  user: { id: record.userId, name: record.userName },
  action: record.action,
  actionName: AUDIT_ACTION_NAMES[record.action][locale],
  subject: record.subject[locale],
  details: record.details ? record.details[locale] : null,
});

function availableFilters(entries: AuditRecord[], locale: DemoLocale): AvailableFilter[] {
  const names = FILTER_NAMES[locale];
  const people = new Map<number, string>();
  // The newest name of each user who acted.
  for (const entry of entries) people.set(entry.userId, entry.userName);
  const collator = new Intl.Collator(locale);
  return [
    { key: 'action', name: names.action, type: 'select', options: AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_NAMES[action][locale] })) },
    {
      key: 'userId', name: names.userId, type: 'select',
      options: [...people].sort((a, b) => collator.compare(a[1], b[1])).map(([id, name]) => ({ value: String(id), label: name })),
    },
    { key: 'subject', name: names.subject, type: 'text', options: [] },
    { key: 'dateFrom', name: names.dateFrom, type: 'date', options: [] },
    { key: 'dateTo', name: names.dateTo, type: 'date', options: [] },
  ];
}

/** GET companies/current/audit-log: the administrator's company's entries, newest first, 24 a page. */
export function listAuditLog(user: SeedUser, company: SeedCompany, params: GetAuditLogParams, locale: DemoLocale): AuditLogResponse {
  requireAuditLogReader(user, company, locale);
  requireOrderBy(params.orderBy, ['at'] as const, 'at');
  const filters = params.filters ?? {};
  requireFilterKeys(filters, FILTER_KEYS);
  requireFilterValues(filters, 'action', AUDIT_ACTIONS, 'rodzaj zdarzenia');
  requireIdFilters(filters, ['userId']);
  requireDateFilters(filters, ['dateFrom', 'dateTo']);
  const words = (filters.subject ?? []).flatMap((value) => normalizeSearchText(value).split(/\s+/)).filter(Boolean);
  const entries = companyAuditEntries(company.id);
  const filtered = entries.filter((entry) =>
    (!filters.action?.length || filters.action.includes(entry.action))
    && (!filters.userId?.length || filters.userId.includes(String(entry.userId)))
    && words.every((word) => normalizeSearchText(`${entry.subject.pl} ${entry.subject.en}`).includes(word))
    && withinDates(entry.at, filters));
  return {
    entries: sortAndPage(filtered, (entry) => entry.at, (entry) => entry.id, params).map((entry) => toEntry(entry, locale)),
    countTotal: filtered.length,
    availableFilters: availableFilters(entries, locale),
  };
}
