/** What the e-mail tests order with: products of the seed, the demo buyer and approver, a company checkout form. */
import { userSession } from '../../../../tests/setup/demoState';
import type { CheckoutForm } from '../../../generated/model';
import { allOrders, getSeed } from '../../db/store';
import type { SeedOrder, SeedProduct } from '../../db/types';
import type { Session } from '../../http/auth';
import { viewContext } from '../../presenters/context';
import { addToCart } from '../cart';

export const MARKETING = 12;
export const IT = 13;
/** A single product sold one by one, in stock, with no deposit, that matches `predicate`. */
export const product = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.deposit === null && predicate(p))!;
export const chair = () => product((p) => p.stock > 100 && p.priceNet > 500 && p.priceNet < 1500);
export const owner = (session: Session) => (session.kind === 'user' ? `u:${session.user.id}` : `g:${session.guestId}`);
export const fill = (session: Session, item: SeedProduct, quantity: number) => addToCart(owner(session), item.id, quantity, viewContext(session));
export const orderOf = (id: number): SeedOrder => allOrders().find((order) => order.id === id)!;
export const buyer = () => userSession('kupiec@firma.demo', 1001);
export const approver = () => userSession('akceptant@firma.demo', 1001);
export const companyForm = (costCenterId: number): CheckoutForm => ({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId, clientOrderNumber: 'MKT/2026/42' });
