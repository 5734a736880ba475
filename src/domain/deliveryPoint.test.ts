import { describe, expect, it } from 'vitest';
import { deliveryPointLines } from './deliveryPoint';

describe('deliveryPointLines', () => {
  it('writes a point as its name and id, street, and postcode with town', () => {
    expect(deliveryPointLines({ name: 'Paczkomat POZ01M', pni: 'POZ01M', provider: 'inpost', street: 'ul. Głogowska 12', zip: '60-104', city: 'Poznań' } as never))
      .toEqual(['Paczkomat POZ01M (POZ01M)', 'ul. Głogowska 12', '60-104 Poznań']);
  });

  it('leaves out what the carrier no longer lists', () => {
    expect(deliveryPointLines({ name: 'Paczkomat POZ01M', pni: 'POZ01M', provider: 'inpost', street: null, zip: null, city: null } as never)).toEqual(['Paczkomat POZ01M (POZ01M)']);
  });
});
