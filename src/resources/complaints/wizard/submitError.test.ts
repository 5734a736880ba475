import { describe, expect, it } from 'vitest';
import { refusedField, submitErrorTarget } from './submitError';

describe('submitErrorTarget', () => {
  // The items sent were those of positions 41, 57 and 12, in this order.
  const sent = [41, 57, 12];

  it('turns the index of a refused item back into its position and the field shown', () => {
    expect(submitErrorTarget('items.1.quantity', sent)).toEqual({ kind: 'item', position: 57, field: 'amount' });
    expect(submitErrorTarget('items.0.reason', sent)).toEqual({ kind: 'item', position: 41, field: 'reason' });
    expect(submitErrorTarget('items.2.serialNumber', sent)).toEqual({ kind: 'item', position: 12, field: 'serialNumber' });
    expect(submitErrorTarget('items.2.deviceModel', sent)).toEqual({ kind: 'item', position: 12, field: 'deviceModel' });
    expect(submitErrorTarget('items.0.additionalList', sent)).toEqual({ kind: 'item', position: 41, field: 'additionalList' });
    expect(submitErrorTarget('items.1.deliveryDocumentPositionId', sent)).toEqual({ kind: 'item', position: 57, field: 'position' });
  });

  it('puts a refused file at the item’s attachments', () => {
    expect(submitErrorTarget('items.1.attachments.3', sent)).toEqual({ kind: 'item', position: 57, field: 'attachments' });
    expect(submitErrorTarget('items.1.attachments.3.data', sent)).toEqual({ kind: 'item', position: 57, field: 'attachments' });
  });

  it('puts contact fields at the summary’s fields and the document above it', () => {
    expect(submitErrorTarget('contactPhone', sent)).toEqual({ kind: 'contact', field: 'contactPhone' });
    expect(submitErrorTarget('contactEmail', sent)).toEqual({ kind: 'contact', field: 'contactEmail' });
    expect(submitErrorTarget('documentNumber', sent)).toEqual({ kind: 'document' });
  });

  it('sends anything it cannot place above the summary', () => {
    expect(submitErrorTarget(undefined, sent)).toEqual({ kind: 'form' });
    expect(submitErrorTarget('items.7.reason', sent)).toEqual({ kind: 'form' });
    expect(submitErrorTarget('items.0.colour', sent)).toEqual({ kind: 'form' });
    expect(submitErrorTarget('somethingElse', sent)).toEqual({ kind: 'form' });
  });

  it('reads the field from the error the data provider makes of a 400', () => {
    expect(refusedField({ errors: { 'items.0.quantity': 'Za dużo' } })).toBe('items.0.quantity');
    expect(refusedField({})).toBeUndefined();
    expect(refusedField(null)).toBeUndefined();
  });
});
