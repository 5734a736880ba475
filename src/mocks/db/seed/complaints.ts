/**
 * Complaints (R-nt) and returns (RZ) of the demo customers, on their delivered WZ notes:
 * - every correction invoice (FK) of a company has the complaint or return behind it, completed on
 *   the day the FK was issued (so the invoices and the complaints tell one story);
 * - every company has a complaint and a return in every status, the open ones recent (registered
 *   yesterday, in review for a few days...), the decided ones older;
 * - the private customer has complaints in every status and, since all her deliveries are months old
 *   and a consumer returns within 14 days, only finished returns (completed, rejected);
 * - some older finished ones, so the companies' lists run over more than one page of 24.
 * Returns are always made within the return period of the customer (src/domain/complaints), and no
 * position is complained about beyond what was delivered.
 */
import { buildComplaintReason } from '../../../domain/complaints/reason';
import { returnDeadline } from '../../../domain/complaints/returnPeriod';
import type { ComplaintType } from '../../../generated/model';
import { productImage } from '../../presenters/images';
import { ADDITIONAL_LIST_OPTIONS, complaintNumber, COMPLAINT_SEQUENCE_START, requiresDeviceModel, requiresSerialNumber } from '../complaintReference';
import type { Rng } from '../random';
import type {
  ComplaintRecord, ComplaintStatusId, ComplaintStep, SeedCategory, SeedCompany, SeedDeliveryDocument, SeedDeliveryPosition, SeedDevice, SeedInvoice,
  SeedProduct, SeedUser,
} from '../types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long after registering each step came (the steps of a complaint that reached `status`). */
const STEPS_TO: Record<ComplaintStatusId, ComplaintStatusId[]> = {
  registered: ['registered'],
  awaitingGoods: ['registered', 'awaitingGoods'],
  inReview: ['registered', 'awaitingGoods', 'inReview'],
  accepted: ['registered', 'awaitingGoods', 'inReview', 'accepted'],
  rejected: ['registered', 'awaitingGoods', 'inReview', 'rejected'],
  completed: ['registered', 'awaitingGoods', 'inReview', 'accepted', 'completed'],
};
/** When each step comes, as a share of the time from registering to the last step. */
const STEP_SHARE: Record<ComplaintStatusId, number> = { registered: 0, awaitingGoods: 0.06, inReview: 0.35, accepted: 0.7, rejected: 1, completed: 1 };
/** How long a complaint takes to reach a status, in hours. */
const SPAN_HOURS: Record<ComplaintStatusId, number> = { registered: 0, awaitingGoods: 3, inReview: 50, accepted: 120, rejected: 130, completed: 190 };
/** How many days ago a complaint now in this status was registered (the open ones are recent). */
const AGE_DAYS: Record<ComplaintStatusId, [number, number]> = {
  registered: [1, 2], awaitingGoods: [2, 3], inReview: [4, 7], accepted: [7, 12], rejected: [10, 18], completed: [14, 28],
};

const NOTES: Record<ComplaintType, Partial<Record<ComplaintStatusId, string[]>>> = {
  'R-nt': {
    awaitingGoods: ['Kurier DPD odbierze reklamowany towar w ciągu 2 dni roboczych. Prosimy zapakować go w kartonowe opakowanie.'],
    inReview: ['Towar dotarł do naszego magazynu – sprawdzamy zgłoszoną wadę.', 'Przekazaliśmy produkt do oceny serwisu producenta.'],
    accepted: ['Reklamacja uznana – wyślemy nowy produkt.', 'Reklamacja uznana – wystawimy fakturę korygującą.'],
    rejected: [
      'Reklamacja nieuznana – uszkodzenie powstało w trakcie użytkowania, nie jest wadą produktu. Towar odeślemy na nasz koszt.',
      'Reklamacja nieuznana – serwis producenta nie stwierdził wady. Towar odeślemy na nasz koszt.',
    ],
    completed: ['Wysłaliśmy nowy produkt w miejsce wadliwego.'],
  },
  RZ: {
    awaitingGoods: ['Prosimy odesłać nieużywany towar w oryginalnym opakowaniu – kurier odbierze paczkę w ciągu 2 dni roboczych.'],
    inReview: ['Paczka dotarła do naszego magazynu – sprawdzamy, czy towar jest kompletny i nieużywany.'],
    accepted: ['Zwrot przyjęty – wystawimy fakturę korygującą.'],
    rejected: ['Zwrot nieprzyjęty – towar nosi ślady użytkowania. Odeślemy go na nasz koszt.', 'Zwrot nieprzyjęty – opakowanie produktu spożywczego zostało otwarte.'],
    completed: ['Zwrot rozliczony – kwotę zwrotu przekazaliśmy na rachunek bankowy.'],
  },
};

/** What customers write, by department (the top category's slug). */
const COMPLAINT_REASONS: Record<string, string[]> = {
  'tonery-i-tusze': ['Toner zostawia smugi i plamy na wydrukach.', 'Drukarka nie rozpoznaje kartridża – komunikat o niezgodnym materiale.', 'Tusz wyciekł w opakowaniu.'],
  elektronika: ['Urządzenie nie włącza się po podłączeniu do zasilania.', 'Niszczarka zacina się przy każdej kartce.', 'Po tygodniu przestały działać dwa klawisze.'],
  papier: ['Ryza papieru zawilgocona, kartki sklejone.', 'Papier zacina się w drukarce – krawędzie nierówno przycięte.'],
  'artykuly-spozywcze': ['Opakowanie rozerwane, część zawartości rozsypana w kartonie.', 'Termin przydatności upłynął przed dostawą.'],
  'srodki-czystosci': ['Butelka nieszczelna – płyn wylał się w kartonie.', 'Pompka dozownika nie działa.'],
  'bhp-i-pierwsza-pomoc': ['Dostarczono zły rozmiar – zamówiony M, w paczce XL.', 'Apteczka niekompletna – brak opatrunków z listy.'],
  'artykuly-biurowe': ['Zszywacz zacina się przy każdym zszywaniu.', 'Długopisy nie piszą mimo rozpisania.', 'Pęknięty mechanizm segregatora.'],
};
const RETURN_REASONS = [
  'Zamówiliśmy za dużo – towar nieużywany, w oryginalnym opakowaniu.',
  'Pomyłka przy zamówieniu – potrzebny był inny format.',
  'Dział zrezygnował z zakupu.',
  'Produkt nie pasuje do naszego urządzenia.',
  '',
];
const COMMENTS = ['Proszę o kontakt telefoniczny przed odbiorem przez kuriera.', 'Towar do odbioru z recepcji na parterze, pn.–pt. 8:00–16:00.', 'Zależy nam na szybkiej wymianie.'];

/** The department slug of a product (its top category). */
type DepartmentOf = (product: SeedProduct) => string;

interface Input {
  documents: SeedDeliveryDocument[];
  invoices: SeedInvoice[];
  companies: SeedCompany[];
  users: SeedUser[];
  productById: Map<number, SeedProduct>;
  categoryById: Map<number, SeedCategory>;
  deviceById: Map<number, SeedDevice>;
  today: Date;
  rng: Rng;
}

type Draft = Omit<ComplaintRecord, 'id' | 'number'>;

interface Spec {
  type: ComplaintType;
  status: ComplaintStatusId;
  /** When it was registered (ms). */
  createdAt: number;
  document: SeedDeliveryDocument;
  position: SeedDeliveryPosition;
  quantity: number;
  /** When the last step happened (default: SPAN_HOURS after registering). */
  endAt?: number;
  finalNote?: string;
  additionalList?: string[];
}

export function buildComplaints(input: Input): ComplaintRecord[] {
  const { documents, companies, users, productById, categoryById, deviceById, today, rng } = input;
  const used = new Map<number, number>();
  const left = (position: SeedDeliveryPosition): number => position.quantity - (used.get(position.id) ?? 0);
  const userById = new Map(users.map((user) => [user.id, user]));
  const department: DepartmentOf = (product) => {
    const category = categoryById.get(product.categoryId);
    return (category && categoryById.get(category.pathIds[0])?.slug) ?? '';
  };
  const drafts: Draft[] = [];

  const history = (spec: Spec, createdAt: number, endAt: number, userId: number): ComplaintStep[] =>
    STEPS_TO[spec.status].map((status) => {
      const isLast = status === spec.status;
      const pool = NOTES[spec.type][status];
      const note = isLast && spec.finalNote ? spec.finalNote : pool ? rng.pick(pool) : null;
      return { status, at: new Date(createdAt + STEP_SHARE[status] * (endAt - createdAt)).toISOString(), byUserId: status === 'registered' ? userId : null, note };
    });

  const add = (spec: Spec): void => {
    const product = productById.get(spec.position.productId);
    const user = userById.get(spec.document.userId);
    if (!product || !user) return;
    const { createdAt } = spec;
    const endAt = Math.min(spec.endAt ?? createdAt + SPAN_HOURS[spec.status] * HOUR, today.getTime() - HOUR);
    const serialNumber = requiresSerialNumber(product) ? `${rng.pick(['CN', 'SN', 'KX'])}${rng.int(10_000_000, 99_999_999)}` : null;
    const device = requiresDeviceModel(product) ? deviceById.get(product.deviceIds[0]) : undefined;
    const options = ADDITIONAL_LIST_OPTIONS[spec.type];
    const written = spec.type === 'R-nt' ? rng.pick(COMPLAINT_REASONS[department(product)] ?? COMPLAINT_REASONS['artykuly-biurowe']) : rng.pick(RETURN_REASONS);
    let additionalList = spec.additionalList ?? (rng.chance(0.6) ? [rng.pick(options)] : []);
    // A return may give no reason of its own, but then one of the listed ones (spec §5: one or the other).
    if (!written && !additionalList.length) additionalList = [rng.pick(options)];
    const withPhotos = spec.type === 'R-nt' && rng.chance(0.6);
    used.set(spec.position.id, (used.get(spec.position.id) ?? 0) + spec.quantity);
    drafts.push({
      type: spec.type,
      companyId: spec.document.companyId,
      userId: user.id,
      createdAt: new Date(createdAt).toISOString(),
      documentId: spec.document.id,
      positionId: spec.position.id,
      productId: product.id,
      quantity: spec.quantity,
      priceNet: spec.position.priceNet,
      vat: spec.position.vat,
      reason: buildComplaintReason(spec.type, { serialNumber, reason: written, additionalList }),
      serialNumber,
      deviceModel: device ? `${device.brand} ${device.model}` : null,
      additionalList,
      // A seeded photo is the product's picture: a file the demo really serves.
      attachments: withPhotos
        ? Array.from({ length: rng.int(1, 2) }, (_, index) => ({ id: 0, fileName: `zdjecie-${index + 1}.webp`, size: rng.int(400_000, 3_900_000), url: productImage(product.slug, 800) }))
        : [],
      contactName: `${user.firstName} ${user.lastName}`,
      contactEmail: user.login,
      contactPhone: user.phoneCell ?? (user.phone1.length > 4 ? user.phone1 : null),
      comment: rng.chance(0.2) ? rng.pick(COMMENTS) : null,
      history: history(spec, createdAt, endAt, user.id),
    });
  };

  const delivered = (company: SeedCompany) => documents.filter((document) => document.companyId === company.id && document.deliveredAt !== null);
  // When each note arrived and until when (exclusive) its goods may be returned: worked out once per note.
  const times = new Map<number, { deliveredAt: number; returnUntil: number }>();
  const timesOf = (document: SeedDeliveryDocument, company: SeedCompany) => {
    let known = times.get(document.id);
    if (!known) {
      known = { deliveredAt: Date.parse(document.deliveredAt!), returnUntil: Date.parse(`${returnDeadline(document.deliveredAt!, company.isPrivateCustomer)}T00:00:00Z`) + DAY };
      times.set(document.id, known);
    }
    return known;
  };
  /** A position of one of these notes with something left, complained about at `createdAt` (a return: within its period). */
  const pick = (candidates: SeedDeliveryDocument[], type: ComplaintType, createdAt: number, company: SeedCompany) => {
    const fitting = candidates.filter((document) => {
      const { deliveredAt, returnUntil } = timesOf(document, company);
      if (deliveredAt + 2 * HOUR > createdAt) return false;
      if (type === 'RZ' && createdAt >= returnUntil) return false;
      return document.positions.some((position) => left(position) > 0);
    });
    if (!fitting.length) return null;
    const document = rng.pick(fitting);
    const position = rng.pick(document.positions.filter((candidate) => left(candidate) > 0));
    return { document, position };
  };
  const quantityFor = (type: ComplaintType, position: SeedDeliveryPosition): number =>
    type === 'RZ' ? rng.int(1, left(position)) : rng.int(1, Math.max(1, Math.min(left(position), Math.ceil(position.quantity / 3))));

  for (const company of companies) {
    const notes = delivered(company);
    // 1. The complaint or return behind each correction invoice, completed on its issue day.
    for (const correction of input.invoices.filter((invoice) => invoice.companyId === company.id && invoice.type === 'correctionInvoice')) {
      const document = notes.find((candidate) => candidate.orderId === correction.orderIds[0]);
      const line = correction.lines.find((candidate) => candidate.productId !== null);
      const position = line && document?.positions.find((candidate) => candidate.productId === line.productId);
      if (!document || !line || !position) continue;
      const completedAt = Date.parse(`${correction.issuedAt}T10:00:00Z`);
      const deliveredAt = Date.parse(document.deliveredAt!);
      if (completedAt - deliveredAt < DAY) continue;
      const mistake = /pomyłka/i.test(correction.correctionReason ?? '');
      const transport = /transport/i.test(correction.correctionReason ?? '');
      const quantity = Math.min(-line.quantity, left(position));
      if (quantity < 1) continue;
      add({
        type: mistake ? 'RZ' : 'R-nt', status: 'completed', document, position, quantity,
        createdAt: deliveredAt + Math.max(2 * HOUR, (completedAt - deliveredAt) * 0.25),
        endAt: completedAt,
        finalNote: `Wystawiliśmy fakturę korygującą ${correction.number}.`,
        additionalList: [mistake ? 'Zamówiono omyłkowo' : transport ? 'Uszkodzenie w transporcie' : 'Produkt wadliwy lub niesprawny'],
      });
    }
    // 2. One of each type in every status (a consumer's months-old deliveries: only finished returns).
    for (const type of ['R-nt', 'RZ'] as const) {
      for (const status of ['registered', 'awaitingGoods', 'inReview', 'accepted', 'rejected', 'completed'] as const) {
        if (type === 'RZ' && company.isPrivateCustomer && status !== 'completed' && status !== 'rejected') continue;
        if (type === 'RZ' && company.isPrivateCustomer) {
          // Made a few days after one of her deliveries (within the 14 days), decided within two weeks.
          const withLeft = notes.filter((document) => document.positions.some((position) => left(position) > 0));
          if (!withLeft.length) continue;
          const document = rng.pick(withLeft);
          const position = rng.pick(document.positions.filter((candidate) => left(candidate) > 0));
          const createdAt = Date.parse(document.deliveredAt!) + rng.int(2, 9) * DAY + rng.int(1, 8) * HOUR;
          add({ type, status, document, position, quantity: quantityFor(type, position), createdAt });
          continue;
        }
        const createdAt = today.getTime() - rng.int(...AGE_DAYS[status]) * DAY + rng.int(7 * 60, 15 * 60) * 60_000;
        const chosen = pick(notes, type, createdAt, company);
        if (chosen) add({ type, status, createdAt, ...chosen, quantity: quantityFor(type, chosen.position) });
      }
    }
    // 3. Older finished ones (companies: a list longer than one page).
    const older = company.isPrivateCustomer ? 2 : 16;
    for (let i = 0; i < older; i += 1) {
      const type: ComplaintType = !company.isPrivateCustomer && rng.chance(0.3) ? 'RZ' : 'R-nt';
      const status: ComplaintStatusId = rng.chance(0.7) ? 'completed' : 'rejected';
      const createdAt = today.getTime() - rng.int(30, 420) * DAY + rng.int(7 * 60, 15 * 60) * 60_000;
      const chosen = pick(notes, type, createdAt, company);
      if (chosen) add({ type, status, createdAt, ...chosen, quantity: quantityFor(type, chosen.position) });
    }
  }

  // Ids in date order from 90 001; numbers REK/… and ZWR/… with other customers' complaints in between.
  drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.positionId - b.positionId);
  const sequence = { ...COMPLAINT_SEQUENCE_START };
  let attachmentId = 1;
  return drafts.map((draft, index) => {
    sequence[draft.type] += rng.int(3, 40);
    return {
      ...draft,
      id: 90_001 + index,
      number: complaintNumber(draft.type, draft.createdAt, sequence[draft.type]),
      attachments: draft.attachments.map((attachment) => ({ ...attachment, id: attachmentId++ })),
    };
  });
}
