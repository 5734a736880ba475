import type { OrderStatusId } from '../../../generated/model';
import { FREE_DELIVERY_METHODS, DELIVERY_FEE_NET, FREE_DELIVERY_FROM_NET } from '../reference';
import type { Rng } from '../random';
import type { SeedCategory, SeedCompany, SeedCostCenter, SeedOrder, SeedProduct, SeedUser } from '../types';

const DAY = 86_400_000;
const HISTORY_DAYS = 548; // about 18 months
const MIN_AWAITING = 5;

const COMMENTS = [
  'Proszę o dostawę do recepcji na 2. piętrze.',
  'Dostawa w godzinach 8:00–15:00.',
  'Faktura na centrum kosztowe, proszę nie łączyć z innymi zamówieniami.',
  'Towar dla nowego biura – wejście od ul. Składowej.',
  'Prosimy o telefon przed dostawą.',
  'Pilne – materiały na szkolenie w piątek.',
];

interface OrderPlan { company: SeedCompany; count: number; buyers: [SeedUser, number][]; costCenters: SeedCostCenter[]; pool: SeedProduct[] }

function statusFor(daysAgo: number, rng: Rng, approvals: boolean): OrderStatusId {
  if (daysAgo <= 3) return rng.weighted<OrderStatusId>([['awaitingAcceptance', approvals ? 45 : 0], ['accepted', 15], ['inProgress', 35], ['shipped', 10], ['rejected', approvals ? 5 : 0]]);
  if (daysAgo <= 14) return rng.weighted<OrderStatusId>([['awaitingAcceptance', approvals ? 12 : 0], ['inProgress', 20], ['shipped', 30], ['delivered', 30], ['rejected', approvals ? 5 : 0], ['cancelled', 3]]);
  return rng.weighted<OrderStatusId>([['delivered', 90], ['cancelled', 6], ['rejected', approvals ? 4 : 0]]);
}

/** What a company usually buys: paper, toners, coffee, cleaning and some office supplies. */
export function purchasePool(products: SeedProduct[], categories: Map<number, SeedCategory>, blocked: number[], rng: Rng, size: number): SeedProduct[] {
  const allowed = products.filter((p) => p.packKind === 'single' && !p.discontinued && !blocked.some((id) => categories.get(id)?.subtreeIds.includes(p.categoryId)));
  const favourites = allowed.filter((p) => p.popularity > 300);
  return [...rng.sample(favourites, Math.floor(size / 2)), ...rng.sample(allowed, Math.ceil(size / 2))];
}

function orderLines(pool: SeedProduct[], rng: Rng): SeedOrder['lines'] {
  return rng.sample(pool, rng.weighted([[1, 2], [2, 3], [3, 4], [4, 4], [6, 3], [9, 2], [12, 1]])).map((product) => ({
    productId: product.id,
    quantity: product.orderMultiple * rng.weighted([[1, 6], [2, 4], [3, 2], [5, 2], [10, 1]]),
    priceNet: product.priceNet,
    vat: product.vat,
    deposit: product.deposit,
  }));
}

/** ≥130 orders per company over the last 18 months, numbered ZS/YYYY/MM/NNNNNN in date order. */
export function buildOrders(plans: OrderPlan[], today: Date, rng: Rng): SeedOrder[] {
  const drafts: Omit<SeedOrder, 'id' | 'number'>[] = [];
  for (const plan of plans) {
    const approvals = !plan.company.isPrivateCustomer;
    for (let i = 0; i < plan.count; i += 1) {
      const daysAgo = i < 8 && approvals ? rng.int(1, 5) : rng.int(1, HISTORY_DAYS);
      const createdAt = new Date(today.getTime() - daysAgo * DAY + rng.int(6 * 60, 16 * 60) * 60_000);
      const user = rng.weighted(plan.buyers);
      const lines = orderLines(plan.pool, rng);
      const net = lines.reduce((sum, line) => sum + line.priceNet * line.quantity, 0);
      const deliveryMethodId = plan.company.isPrivateCustomer ? rng.pick(['courier', 'parcelLocker']) : rng.weighted([['courier', 6], ['own', 3], ['pickup', 1]]);
      const paymentMethodId = plan.company.isPrivateCustomer ? rng.pick(['blik', 'card', 'prepayment']) : rng.weighted([['transfer14', 8], ['transfer30', 2]]);
      let status = statusFor(daysAgo, rng, approvals);
      if (status === 'awaitingAcceptance' && user.canApprove) status = 'accepted';
      drafts.push({
        companyId: plan.company.id,
        userId: user.id,
        createdAt: createdAt.toISOString(),
        status,
        costCenterId: plan.costCenters.length ? (rng.chance(0.6) && user.defaultCostCenterId ? user.defaultCostCenterId : rng.pick(plan.costCenters).id) : null,
        lines,
        deliveryNet: net < FREE_DELIVERY_FROM_NET && !FREE_DELIVERY_METHODS.has(deliveryMethodId) ? DELIVERY_FEE_NET : 0,
        paymentMethodId,
        deliveryMethodId,
        clientOrderNumber: approvals && rng.chance(0.3) ? `ZAM/${createdAt.getUTCFullYear() % 100}/${String(rng.int(1, 480)).padStart(3, '0')}` : null,
        comment: rng.chance(0.15) ? rng.pick(COMMENTS) : null,
        isPaid: paymentMethodId.startsWith('transfer') ? status === 'delivered' && daysAgo > 30 : status !== 'cancelled' && status !== 'rejected',
      });
    }
  }
  drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // Approvers always find some work: the newest orders of buyers wait for acceptance.
  for (const plan of plans.filter((candidate) => !candidate.company.isPrivateCustomer)) {
    const recent = drafts.filter((draft) => draft.companyId === plan.company.id && !plan.buyers.find(([user]) => user.id === draft.userId)?.[0].canApprove).slice(-MIN_AWAITING * 2);
    let waiting = drafts.filter((draft) => draft.companyId === plan.company.id && draft.status === 'awaitingAcceptance').length;
    for (const draft of recent.reverse()) {
      if (waiting >= MIN_AWAITING) break;
      if (draft.status === 'awaitingAcceptance' || draft.status === 'delivered') continue;
      draft.status = 'awaitingAcceptance';
      draft.isPaid = false;
      waiting += 1;
    }
  }
  let sequence = 104_000;
  return drafts.map((draft, index) => {
    sequence += rng.int(40, 260);
    const date = new Date(draft.createdAt);
    const number = `ZS/${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(sequence).padStart(6, '0')}`;
    return { id: 50_001 + index, number, ...draft };
  });
}
