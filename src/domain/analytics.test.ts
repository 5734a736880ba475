import { describe, expect, it } from 'vitest';
import { selectItemEvent } from './analytics';

describe('select_item', () => {
  it('describes the product in PLN with its list and position', () => {
    const event = selectItemEvent(
      { id: 7, name: 'Ołówek HB', code: 'OL-1', brand: { name: 'Koh-i-noor' }, category: { namesInPath: ['Biuro', 'Pisanie', 'Ołówki'] }, priceObject: { net: 1, gross: 1.23 } },
      { listName: 'Ołówki', index: 3 },
    );
    expect(event).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'Ołówki',
        currency: 'PLN',
        items: [{
          item_id: 'OL-1', item_name: 'Ołówek HB', price: 1.23, quantity: 1, item_brand: 'Koh-i-noor',
          item_category: 'Biuro', item_category2: 'Pisanie', item_category3: 'Ołówki', item_list_name: 'Ołówki', index: 3,
        }],
      },
    });
  });
  it('works without brand and list', () => {
    const event = selectItemEvent({ id: 7, name: 'X', code: '', brand: null, category: { namesInPath: [] }, priceObject: { net: 1, gross: 1 } });
    expect(event.ecommerce).toEqual({ currency: 'PLN', items: [{ item_id: '7', item_name: 'X', price: 1, quantity: 1 }] });
  });
});
