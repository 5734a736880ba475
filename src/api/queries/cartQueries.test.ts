import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetCurrentCartQueryKey, getGetSalesOrderAsCartQueryKey } from '../../generated/api/cart/cart';
import type { ShoppingCartResponse } from '../../generated/model';
import { cartKey, currentCartKey, orderCartKey, putChangedCart } from './cartQueries';

describe('cart query keys', () => {
  it('equal the generated client keys, so updates made through either reach the other', () => {
    expect(currentCartKey()).toEqual(getGetCurrentCartQueryKey());
    expect(orderCartKey(50278)).toEqual(getGetSalesOrderAsCartQueryKey(50278));
    expect(cartKey(null)).toEqual(getGetCurrentCartQueryKey());
    expect(cartKey(7)).toEqual(getGetSalesOrderAsCartQueryKey(7));
  });
});

/** A cart answer that holds one product in `quantity`. */
const cartWith = (quantity: number) => ({ shoppingCart: { items: [{ productId: 887, quantity }] } }) as unknown as ShoppingCartResponse;
const shownQuantity = (client: QueryClient) => client.getQueryData<ShoppingCartResponse>(currentCartKey())?.shoppingCart.items[0]?.quantity;

/** A cart "server": each read answers when the test lets it, with the quantity the server held when the read arrived. */
function cartServer() {
  let saved = 1;
  const reads: { release: () => void }[] = [];
  return {
    save: (quantity: number) => (saved = quantity),
    reads,
    read: () => {
      const answer = cartWith(saved);
      return new Promise<ShoppingCartResponse>((resolve) => reads.push({ release: () => resolve(answer) }));
    },
  };
}

describe('putChangedCart', () => {
  it('a read that left before the change and arrives after it does not put the older cart back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = cartServer();
    // A view shows the cart (the header, the cart page): its read is under way.
    const view = new QueryObserver(client, { queryKey: currentCartKey(), queryFn: server.read });
    const stop = view.subscribe(() => undefined);
    expect(server.reads).toHaveLength(1);
    // The change is saved and answered while the read, made before it, is still on its way.
    server.save(2);
    putChangedCart(client, null, cartWith(2));
    expect(shownQuantity(client)).toBe(2);
    // The cart is read anew, and that read has the change.
    expect(server.reads).toHaveLength(2);
    server.reads[0]!.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shownQuantity(client)).toBe(2);
    expect(view.getCurrentResult().data?.shoppingCart.items[0]?.quantity).toBe(2);
    server.reads[1]!.release();
    await expect.poll(() => client.isFetching({ queryKey: currentCartKey() })).toBe(0);
    expect(shownQuantity(client)).toBe(2);
    expect(view.getCurrentResult().status).toBe('success');
    stop();
  });

  it('a read under way with no view showing the cart (a prefetch) is called off too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = cartServer();
    const prefetch = client.prefetchQuery({ queryKey: currentCartKey(), queryFn: server.read });
    server.save(2);
    putChangedCart(client, null, cartWith(2));
    server.reads[0]!.release();
    await prefetch;
    expect(shownQuantity(client)).toBe(2);
  });

  it('with no read under way the answer is the cart, and nothing is read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = cartServer();
    const first = client.fetchQuery({ queryKey: currentCartKey(), queryFn: server.read });
    server.reads[0]!.release();
    await first;
    server.save(3);
    putChangedCart(client, null, cartWith(3));
    expect(shownQuantity(client)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.reads).toHaveLength(1);
  });
});
