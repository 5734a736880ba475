import { describe, expect, it } from 'vitest';
import { colourFromText } from './colours';

describe('colourFromText', () => {
  it('takes the colour named first, in any case and grammatical form', () => {
    expect(colourFromText('Długopis Zenith 4 1,6 mm czerwony')).toBe('#d62828');
    expect(colourFromText('Zakreślacz NIEBIESKO-żółty')).toBe('#1e5bd8');
    expect(colourFromText('Karteczki żółte i niebieskie')).toBe('#f5c400');
    expect(colourFromText('Segregator A4')).toBeNull();
  });

  it('prefers the longer stem that starts earlier: light blue before blue, neon green before green', () => {
    expect(colourFromText('Teczka jasnoniebieska')).toBe('#90caf9');
    expect(colourFromText('Karteczki neonowe zielone')).toBe('#76ff03');
    expect(colourFromText('Tusz intensywny niebieski')).toBe('#1565c0');
  });
});
