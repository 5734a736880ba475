// @vitest-environment jsdom
import '../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FuzzyNotice } from './FuzzyNotice';

afterEach(cleanup);

describe('FuzzyNotice', () => {
  it('says the results are the closest ones when an approximate search found products', () => {
    render(<FuzzyNotice fuzzy phrase="zszywacz biurowy czerwony" count={4} />);
    expect(screen.getByRole('alert').textContent).toBe('Nie znaleźliśmy produktów dokładnie dla „zszywacz biurowy czerwony”. Pokazujemy najbardziej podobne wyniki.');
  });

  it('says nothing when nothing was found (no "closest results" above "no results")', () => {
    render(<FuzzyNotice fuzzy phrase="qwxyz" count={0} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Pokazujemy najbardziej podobne wyniki/)).toBeNull();
  });

  it('says nothing for an exact match or without a phrase', () => {
    render(<FuzzyNotice fuzzy={false} phrase="zszywacz" count={12} />);
    render(<FuzzyNotice fuzzy phrase={undefined} count={12} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
