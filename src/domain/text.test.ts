import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps short text', () => {
    expect(truncate('Papier ksero A4')).toBe('Papier ksero A4');
  });
  it('cuts to 40 characters with an ellipsis', () => {
    const long = 'Papier ksero A4 80 g/m², 500 ark., biały, klasa premium';
    const cut = truncate(long);
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });
});
