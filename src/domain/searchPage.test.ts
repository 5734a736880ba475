import { describe, expect, it } from 'vitest';
import { readSearchCriteria, searchTitleText } from './searchPage';

const titleOf = (query: string) => searchTitleText(readSearchCriteria(new URLSearchParams(query)));

describe('searchTitleText', () => {
  it('names the phrase, the OEM code or the device that was searched for', () => {
    expect(titleOf('query=papier')).toEqual({ key: 'search:results.titleFor', values: { phrase: 'papier' } });
    expect(titleOf('oemCode=CE285A')).toEqual({ key: 'search:results.titleOem', values: { code: 'CE285A' } });
    expect(titleOf('device=HP LaserJet P1102')).toEqual({ key: 'search:results.titleDevice', values: { device: 'HP LaserJet P1102' } });
    expect(titleOf('deviceBrand=HP&deviceModel=P1102')).toEqual({ key: 'search:results.titleDevice', values: { device: 'HP P1102' } });
  });

  it('a phrase wins over the other criteria, as in the heading', () => {
    expect(titleOf('query=toner&oemCode=CE285A&inkAndTonersOnly=true').key).toBe('search:results.titleFor');
  });

  it('is the plain search title with nothing (or only blanks) to search for, and for a brand without a model', () => {
    expect(titleOf('')).toEqual({ key: 'search:results.title' });
    expect(titleOf('query=%20%20')).toEqual({ key: 'search:results.title' });
    expect(titleOf('deviceBrand=HP')).toEqual({ key: 'search:results.title' });
    expect(titleOf('inkAndTonersOnly=true')).toEqual({ key: 'search:results.titleInks' });
  });
});
