import { describe, expect, it } from 'vitest';
import { mostSpecificFirst } from './mount-order.ts';

describe('the order routers are mounted in', () => {
  it('puts deeper paths first whatever the binding order, and the root last', () => {
    const bound = ['/', '/company/jobs', '/candidate', '/company/jobs/ai', '/candidate/applications', '/jobs'];
    const order = mostSpecificFirst(bound.map((path) => ({ path }))).map((r) => r.path);
    expect(order.indexOf('/company/jobs/ai')).toBeLessThan(order.indexOf('/company/jobs'));
    expect(order.indexOf('/candidate/applications')).toBeLessThan(order.indexOf('/candidate'));
    expect(order.at(-1)).toBe('/');
    expect(mostSpecificFirst([...bound].reverse().map((path) => ({ path }))).map((r) => r.path)).toEqual([
      '/company/jobs/ai',
      '/candidate/applications',
      '/company/jobs',
      '/jobs',
      '/candidate',
      '/',
    ]);
  });
});
