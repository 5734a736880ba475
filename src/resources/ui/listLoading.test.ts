import { describe, expect, it } from 'vitest';
import { listLoading } from './listLoading';

describe('listLoading', () => {
  it('shows the loading rows while a page has nothing to show yet', () => {
    expect(listLoading({ isPending: true, isFetching: true, isPlaceholderData: false })).toBe(true);
  });
  it('shows them while another page loads behind the last one', () => {
    expect(listLoading({ isPending: false, isFetching: true, isPlaceholderData: true })).toBe(true);
  });
  it('keeps the rows on screen while they are only refreshed (a polled report status, a list after a change)', () => {
    expect(listLoading({ isPending: false, isFetching: true, isPlaceholderData: false })).toBe(false);
  });
  it('shows the rows once they are in', () => {
    expect(listLoading({ isPending: false, isFetching: false, isPlaceholderData: false })).toBe(false);
  });
});
