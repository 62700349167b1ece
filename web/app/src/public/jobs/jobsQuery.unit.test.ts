import { describe, expect, it } from 'vitest';
import { apiParams, jobsSearchParams, pageWindow, readJobsQuery } from './jobsQuery.ts';

describe('jobs page address', () => {
  it('reads search, known filters, sort and page and drops unknown values', () => {
    const query = readJobsQuery(
      new URLSearchParams('search=+react+&type=CONTRACT&location=XX&salary=10k-20k&sort=salary&page=3'),
    );
    expect(query).toEqual({
      search: 'react',
      filters: { type: 'CONTRACT', location: '', salary: '10k-20k', experience: '', industry: '' },
      sort: 'salary',
      page: 3,
    });
  });

  it('round-trips without defaults and always sends page and limit to the API', () => {
    const query = readJobsQuery(new URLSearchParams('industry=finance&page=1&sort=latest'));
    expect(jobsSearchParams(query).toString()).toBe('industry=finance');
    expect(apiParams(query).toString()).toBe('industry=finance&page=1&limit=10');
  });

  it('shows up to five page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
