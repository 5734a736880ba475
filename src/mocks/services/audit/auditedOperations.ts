/**
 * What the audit log writes for each operation it follows: the action, and how to describe a
 * successful call — its subject (an order number, a centre's or a user's name) and details — from the
 * session, the request (path parameters, body) and the answer's body; for a deletion (and a change
 * whose details compare), from what existed before the call too (`before`, read through the API's own
 * GET operations or the account records). auditTrail.ts applies it for 2xx answers only.
 * Texts are written in both of the shop's languages; the log answers in the reader's.
 */
import { formatPln } from '../../../domain/money';
import type {
  ApprovalLevel, ApprovalRule, ApprovalRuleListResponse, ApprovalRuleResponse, ApproverAbsence, ApproverAbsenceListResponse, ApproverAbsenceResponse,
  AuditAction, CompanyCostCenter, CompanyCostCenterListResponse, CompanyCostCenterResponse, CompanyResponse, CompanyUser, CompanyUserResponse,
  DeliveryAddress, DeliveryAddressChangeResponse, DeliveryAddressListResponse, DeliveryAddressResponse, PlacedOrderResponse,
  SalesOrderCartResponse, SalesOrderResponse,
} from '../../../generated/model';
import type { BilingualText } from '../../db/auditRecords';
import { allUsers } from '../../db/store';
import type { SeedCompany, SeedUser } from '../../db/types';
import { toCompanyUser } from '../companyUsers';
import { hasAuditEntry } from './auditLog';
import { readOperation } from './operationReads';

export interface AuditSession {
  user: SeedUser;
  company: SeedCompany;
}

interface CallInfo {
  session: AuditSession;
  params: Record<string, string | readonly string[] | undefined>;
  /** The request's JSON body (null without one). */
  body: unknown;
}

export interface AuditDescription {
  subject: BilingualText;
  details?: BilingualText | null;
}

export interface AuditedOperation {
  action: AuditAction;
  /** What existed before the call, when the description needs it. */
  before?: (info: CallInfo & { request: Request }) => unknown;
  /** The entry's subject and details; null writes nothing. */
  describe: (info: CallInfo & { answer: unknown; before: unknown }) => AuditDescription | null;
}

const same = (text: string): BilingualText => ({ pl: text, en: text });
const both = (pl: string, en: string): BilingualText => ({ pl, en });
const joined = (parts: BilingualText[], separator = '; '): BilingualText | null =>
  parts.length ? both(parts.map((part) => part.pl).join(separator), parts.map((part) => part.en).join(separator)) : null;
const money = (amount: number): BilingualText => both(formatPln(amount, 'pl'), formatPln(amount, 'en'));
const day = (iso: string): BilingualText => {
  const [year, month, date] = iso.slice(0, 10).split('-');
  return both(`${date}.${month}.${year}`, `${date}/${month}/${year}`);
};
const idParam = (info: CallInfo): number => Number(info.params.id);

// Orders ------------------------------------------------------------------------------------------

/** The order's approval chain before a decision: the level decided (when its chain has several). */
const orderBefore = ({ request, params }: CallInfo & { request: Request }) =>
  readOperation<SalesOrderResponse>('getSalesOrder', request, { id: String(params.id) });

function levelOf(before: unknown): BilingualText | null {
  const approval = (before as SalesOrderResponse | null)?.salesOrder.approval;
  return approval && approval.levels > 1 ? both(`poziom ${approval.level} z ${approval.levels}`, `level ${approval.level} of ${approval.levels}`) : null;
}

/** A line of an order changed in edit-order mode: the product's name from the order's lines. */
function orderLineName(cart: SalesOrderCartResponse | null, productId: number): string | null {
  return cart?.order.items.find((item) => item.productId === productId)?.name ?? null;
}

const orderEditBefore = ({ request, params }: CallInfo & { request: Request }) =>
  readOperation<SalesOrderCartResponse>('getSalesOrderAsCart', request, { id: String(params.id) });

function orderLineChange(info: CallInfo & { answer: unknown; before: unknown }, change: 'added' | 'quantity' | 'removed'): AuditDescription {
  const answer = info.answer as SalesOrderCartResponse;
  const body = info.body as { productId: number; quantity?: number };
  const name = orderLineName(change === 'removed' ? (info.before as SalesOrderCartResponse | null) : answer, body.productId) ?? `#${body.productId}`;
  const previous = orderLineName(info.before as SalesOrderCartResponse | null, body.productId) === null
    ? null
    : (info.before as SalesOrderCartResponse).order.items.find((item) => item.productId === body.productId)!.quantity;
  const quantity = answer.order.items.find((item) => item.productId === body.productId)?.quantity ?? body.quantity ?? 0;
  const details = change === 'removed'
    ? both(`usunięto: ${name}`, `removed: ${name}`)
    : change === 'added' && previous === null
      ? both(`dodano: ${name} × ${quantity}`, `added: ${name} × ${quantity}`)
      : both(`ilość: ${name} ${previous ?? '?'} → ${quantity}`, `quantity: ${name} ${previous ?? '?'} → ${quantity}`);
  return { subject: same(answer.order.orderNumber), details };
}

const ORDER_OPERATIONS: Record<string, AuditedOperation> = {
  placeOrder: {
    action: 'orderPlaced',
    describe: ({ session, answer }) => {
      const { salesOrder } = answer as PlacedOrderResponse;
      // A retry with the same key answers the order already placed: it was written then.
      if (hasAuditEntry(session.company.id, 'orderPlaced', salesOrder.number)) return null;
      const value = money(salesOrder.grandTotal.net);
      const centre = salesOrder.costCenter?.name;
      return {
        subject: same(salesOrder.number),
        details: joined([both(`wartość netto ${value.pl}`, `net value ${value.en}`), ...(centre ? [both(`centrum kosztowe: ${centre}`, `cost centre: ${centre}`)] : [])]),
      };
    },
  },
  addSalesOrderItem: { action: 'orderEdited', before: orderEditBefore, describe: (info) => orderLineChange(info, 'added') },
  updateSalesOrderItem: { action: 'orderEdited', before: orderEditBefore, describe: (info) => orderLineChange(info, 'quantity') },
  deleteSalesOrderItem: { action: 'orderEdited', before: orderEditBefore, describe: (info) => orderLineChange(info, 'removed') },
  updateSalesOrder: {
    action: 'orderEdited',
    describe: ({ body, answer }) => {
      const change = (body ?? {}) as { comment?: unknown; clientOrderNumber?: unknown };
      const fields = [
        ...('comment' in change ? [both('komentarz', 'comment')] : []),
        ...('clientOrderNumber' in change ? [both('numer zamówienia klienta', 'client order number')] : []),
      ];
      const list = joined(fields, ', ');
      return { subject: same((answer as SalesOrderResponse).salesOrder.number), details: list && both(`zmieniono: ${list.pl}`, `changed: ${list.en}`) };
    },
  },
  acceptSalesOrder: {
    action: 'orderAccepted',
    before: orderBefore,
    describe: ({ answer, before }) => ({ subject: same((answer as SalesOrderResponse).salesOrder.number), details: levelOf(before) }),
  },
  rejectSalesOrder: {
    action: 'orderRejected',
    before: orderBefore,
    describe: ({ body, answer, before }) => {
      const reason = String((body as { reason?: unknown } | null)?.reason ?? '').trim();
      return {
        subject: same((answer as SalesOrderResponse).salesOrder.number),
        details: joined([...[levelOf(before)].filter((level): level is BilingualText => level !== null), both(`powód: ${reason}`, `reason: ${reason}`)]),
      };
    },
  },
};

// Cost centres ------------------------------------------------------------------------------------

const PERIODS: Record<string, BilingualText> = { month: both('miesięczny', 'monthly'), quarter: both('kwartalny', 'quarterly'), year: both('roczny', 'yearly') };
const KINDS: Record<string, BilingualText> = {
  hard: both('twardy', 'hard'),
  approval: both('do przekroczenia po akceptacji', 'may be exceeded after approval'),
  none: both('bez limitu', 'no limit'),
};

function centreLimit(centre: CompanyCostCenter): BilingualText {
  if (centre.kind === 'none' || centre.limit === null) return KINDS.none;
  const amount = money(centre.limit);
  const period = PERIODS[centre.period] ?? same(centre.period);
  const kind = KINDS[centre.kind] ?? same(centre.kind);
  return both(`limit ${period.pl} ${amount.pl} netto (${kind.pl})`, `${period.en} limit ${amount.en} net (${kind.en})`);
}

const centresBefore = ({ request }: CallInfo & { request: Request }) => readOperation<CompanyCostCenterListResponse>('getCompanyCostCenters', request);

function centreChange(before: CompanyCostCenter | undefined, after: CompanyCostCenter): BilingualText | null {
  if (!before) return centreLimit(after);
  const parts: BilingualText[] = [];
  if (before.name !== after.name) parts.push(both(`nazwa: ${before.name} → ${after.name}`, `name: ${before.name} → ${after.name}`));
  if (before.limit !== after.limit || before.period !== after.period || before.kind !== after.kind) {
    const [was, now] = [centreLimit(before), centreLimit(after)];
    parts.push(both(`${was.pl} → ${now.pl}`, `${was.en} → ${now.en}`));
  }
  const names = (centre: CompanyCostCenter) => centre.users.map((user) => user.name).sort().join(', ');
  if (names(before) !== names(after)) parts.push(both(`użytkownicy: ${names(after) || '—'}`, `users: ${names(after) || '—'}`));
  return joined(parts);
}

const centreName = (answer: unknown): BilingualText => same((answer as CompanyCostCenterResponse).costCenter.name);

const COST_CENTRE_OPERATIONS: Record<string, AuditedOperation> = {
  createCostCenter: { action: 'costCenterCreated', describe: ({ answer }) => ({ subject: centreName(answer), details: centreLimit((answer as CompanyCostCenterResponse).costCenter) }) },
  updateCostCenter: {
    action: 'costCenterChanged',
    before: centresBefore,
    describe: (info) => {
      const after = (info.answer as CompanyCostCenterResponse).costCenter;
      const before = (info.before as CompanyCostCenterListResponse | null)?.costCenters.find((centre) => centre.id === after.id);
      return { subject: centreName(info.answer), details: centreChange(before, after) };
    },
  },
  archiveCostCenter: { action: 'costCenterArchived', describe: ({ answer }) => ({ subject: centreName(answer) }) },
  restoreCostCenter: { action: 'costCenterRestored', describe: ({ answer }) => ({ subject: centreName(answer) }) },
};

// Approval rules and absences ---------------------------------------------------------------------

const ruleSubject = (rule: ApprovalRule): BilingualText =>
  rule.costCenter ? same(rule.costCenter.name) : both('Cała firma', 'Whole company');

function ruleLevels(levels: readonly ApprovalLevel[]): BilingualText | null {
  return joined([...levels].sort((a, b) => a.level - b.level).map((level) => {
    const threshold = money(level.threshold);
    return both(`poziom ${level.level}: ${level.approver.name} powyżej ${threshold.pl}`, `level ${level.level}: ${level.approver.name} above ${threshold.en}`);
  }));
}

const absenceDescription = (absence: ApproverAbsence): AuditDescription => {
  const [from, to] = [day(absence.dateFrom), day(absence.dateTo)];
  return {
    subject: same(absence.approver.name),
    details: both(`${from.pl}–${to.pl}, zastępstwo: ${absence.substitute.name}`, `${from.en}–${to.en}, substitute: ${absence.substitute.name}`),
  };
};

const RULE_OPERATIONS: Record<string, AuditedOperation> = {
  createApprovalRule: {
    action: 'approvalRuleCreated',
    describe: ({ answer }) => ({ subject: ruleSubject((answer as ApprovalRuleResponse).rule), details: ruleLevels((answer as ApprovalRuleResponse).rule.levels) }),
  },
  updateApprovalRule: {
    action: 'approvalRuleChanged',
    describe: ({ answer }) => ({ subject: ruleSubject((answer as ApprovalRuleResponse).rule), details: ruleLevels((answer as ApprovalRuleResponse).rule.levels) }),
  },
  deleteApprovalRule: {
    action: 'approvalRuleDeleted',
    before: ({ request }) => readOperation<ApprovalRuleListResponse>('getApprovalRules', request),
    describe: (info) => {
      const rule = (info.before as ApprovalRuleListResponse | null)?.rules.find((candidate) => candidate.id === idParam(info));
      return rule ? { subject: ruleSubject(rule), details: ruleLevels(rule.levels) } : { subject: both(`Reguła nr ${idParam(info)}`, `Rule no. ${idParam(info)}`) };
    },
  },
  createApproverAbsence: { action: 'absenceCreated', describe: ({ answer }) => absenceDescription((answer as ApproverAbsenceResponse).absence) },
  deleteApproverAbsence: {
    action: 'absenceDeleted',
    before: ({ request }) => readOperation<ApproverAbsenceListResponse>('getApproverAbsences', request),
    describe: (info) => {
      const absence = (info.before as ApproverAbsenceListResponse | null)?.absences.find((candidate) => candidate.id === idParam(info));
      return absence ? absenceDescription(absence) : { subject: both(`Nieobecność nr ${idParam(info)}`, `Absence no. ${idParam(info)}`) };
    },
  },
};

// Company users -----------------------------------------------------------------------------------

const ROLES: Record<string, BilingualText> = {
  admin: both('administrator', 'administrator'),
  buyer: both('kupujący', 'buyer'),
  approver: both('akceptujący', 'approver'),
  onlyData: both('tylko dane', 'data only'),
};
const role = (name: string): BilingualText => ROLES[name] ?? same(name);
const yesNo = (value: boolean): BilingualText => (value ? both('tak', 'yes') : both('nie', 'no'));

const userName = (answer: unknown): BilingualText => {
  const { user } = answer as CompanyUserResponse;
  return same(`${user.firstName} ${user.lastName}`);
};

/** The user as her company's administrator saw her before the call. */
function userBefore({ session, params }: CallInfo): CompanyUser | null {
  const user = allUsers().find((candidate) => candidate.id === Number(params.id) && candidate.companyId === session.company.id);
  return user ? toCompanyUser(user, session.company) : null;
}

function userChanges(before: CompanyUser | null, after: CompanyUser): BilingualText | null {
  if (!before) return null;
  const parts: BilingualText[] = [];
  const change = (pl: string, en: string, was: BilingualText, now: BilingualText) => {
    if (was.pl !== now.pl) parts.push(both(`${pl}: ${was.pl} → ${now.pl}`, `${en}: ${was.en} → ${now.en}`));
  };
  change('imię', 'first name', same(before.firstName), same(after.firstName));
  change('nazwisko', 'last name', same(before.lastName), same(after.lastName));
  change('telefon', 'phone', same(before.phone1 ?? '—'), same(after.phone1 ?? '—'));
  change('rola', 'role', role(before.roleName), role(after.roleName));
  change('akceptuje zamówienia', 'approves orders', yesNo(before.canApprove), yesNo(after.canApprove));
  const centres = (user: CompanyUser): BilingualText =>
    user.hasAllCostCenters ? both('wszystkie', 'all') : same(user.costCenters.map((centre) => centre.name).join(', '));
  change('centra kosztowe', 'cost centres', centres(before), centres(after));
  return joined(parts) ?? both('bez zmian', 'no change');
}

const USER_OPERATIONS: Record<string, AuditedOperation> = {
  createCompanyUser: {
    action: 'userCreated',
    describe: ({ answer }) => {
      const { user } = answer as CompanyUserResponse;
      return { subject: userName(answer), details: both(`${user.email}, rola: ${role(user.roleName).pl}`, `${user.email}, role: ${role(user.roleName).en}`) };
    },
  },
  updateCompanyUser: {
    action: 'userChanged',
    before: userBefore,
    describe: ({ answer, before }) => ({ subject: userName(answer), details: userChanges(before as CompanyUser | null, (answer as CompanyUserResponse).user) }),
  },
  deactivateCompanyUser: { action: 'userDeactivated', describe: ({ answer }) => ({ subject: userName(answer) }) },
  reactivateCompanyUser: { action: 'userReactivated', describe: ({ answer }) => ({ subject: userName(answer) }) },
  resendCompanyUserInvitation: {
    action: 'invitationResent',
    describe: ({ answer }) => ({ subject: userName(answer), details: same((answer as CompanyUserResponse).user.email) }),
  },
};

// Delivery addresses and the company's details -----------------------------------------------------

const addressLine = (address: DeliveryAddress): BilingualText => same(`${address.streetWithNumber}, ${address.zip} ${address.city}`);
const addressesBefore = ({ request }: CallInfo & { request: Request }) => readOperation<DeliveryAddressListResponse>('getDeliveryAddresses', request);
const addressBefore = (info: CallInfo, before: unknown): DeliveryAddress | undefined =>
  (before as DeliveryAddressListResponse | null)?.deliveryAddresses.find((address) => address.id === idParam(info));

const COMPANY_FIELDS: Record<string, BilingualText> = {
  name: both('nazwa', 'name'),
  taxId: both('NIP', 'tax id'),
  email: both('e-mail', 'e-mail'),
  phone1: both('telefon', 'phone'),
  countryCode: both('kraj', 'country'),
  streetWithNumber: both('ulica', 'street'),
  city: both('miasto', 'city'),
  zip: both('kod pocztowy', 'postcode'),
  eInvoiceEmail: both('e-mail do e-faktur', 'e-invoice e-mail'),
};

const ADDRESS_OPERATIONS: Record<string, AuditedOperation> = {
  createDeliveryAddress: {
    action: 'addressCreated',
    describe: ({ answer }) => {
      const { deliveryAddress } = answer as DeliveryAddressResponse;
      return { subject: same(deliveryAddress.name), details: addressLine(deliveryAddress) };
    },
  },
  updateDeliveryAddress: {
    action: 'addressChanged',
    before: addressesBefore,
    describe: (info) => {
      const { deliveryAddress } = info.answer as DeliveryAddressResponse;
      const was = addressBefore(info, info.before);
      const line = addressLine(deliveryAddress);
      const details = was && addressLine(was).pl !== line.pl ? both(`${addressLine(was).pl} → ${line.pl}`, `${addressLine(was).en} → ${line.en}`) : line;
      return { subject: same(deliveryAddress.name), details };
    },
  },
  deleteDeliveryAddress: {
    action: 'addressDeleted',
    before: addressesBefore,
    describe: (info) => {
      const was = addressBefore(info, info.before);
      return was ? { subject: same(was.name), details: addressLine(was) } : null;
    },
  },
  setDefaultDeliveryAddress: {
    action: 'addressMadeDefault',
    describe: (info) => {
      const now = (info.answer as DeliveryAddressChangeResponse).deliveryAddresses.find((address) => address.id === idParam(info));
      return now ? { subject: same(now.name), details: addressLine(now) } : null;
    },
  },
  updateCurrentCompany: {
    action: 'companyChanged',
    describe: ({ body, answer }) => {
      const fields = Object.keys((body ?? {}) as Record<string, unknown>).filter((key) => COMPANY_FIELDS[key]);
      return { subject: same((answer as CompanyResponse).company.name), details: joined(fields.map((key) => COMPANY_FIELDS[key]), ', ') };
    },
  },
};

/** operationId → what the log writes for its successful call. */
export const AUDITED_OPERATIONS: Record<string, AuditedOperation> = {
  ...ORDER_OPERATIONS,
  ...COST_CENTRE_OPERATIONS,
  ...RULE_OPERATIONS,
  ...USER_OPERATIONS,
  ...ADDRESS_OPERATIONS,
};
