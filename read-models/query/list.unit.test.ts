import { describe, expect, it } from 'vitest';
import { auditLog } from '../audit-log/schema.ts';
import { InvalidQueryError, MAX_PAGE_SIZE, orderOf, pageOf, textIn, whereOf } from './list.ts';

const sortable = { position: auditLog.position, type: auditLog.type };

describe('react-admin list parameters', () => {
  it('turns an inclusive range into offset and limit', () => {
    expect(pageOf([0, 24])).toEqual({ offset: 0, limit: 25 });
    expect(pageOf([50, 59])).toEqual({ offset: 50, limit: 10 });
    expect(pageOf(undefined)).toEqual({ offset: 0, limit: 25 });
  });

  it('rejects ranges that are reversed, negative, fractional or too large', () => {
    for (const range of [
      [5, 4],
      [-1, 3],
      [0.5, 3],
      [0, MAX_PAGE_SIZE],
    ] as const) {
      expect(() => pageOf(range)).toThrow(InvalidQueryError);
    }
  });

  it('sorts only by allowed fields, in either order and case, with a stable tie breaker', () => {
    expect(orderOf(['type', 'desc'], sortable, ['position', 'DESC'], auditLog.position)).toHaveLength(2);
    expect(orderOf(undefined, sortable, ['position', 'DESC'], auditLog.position)).toHaveLength(1);
    expect(() => orderOf(['data', 'ASC'], sortable, ['position', 'DESC'], auditLog.position)).toThrow(
      /cannot sort by "data"/,
    );
    expect(() => orderOf(['toString', 'ASC'], sortable, ['position', 'DESC'], auditLog.position)).toThrow(
      InvalidQueryError,
    );
    expect(() => orderOf(['type', 'SIDEWAYS'], sortable, ['position', 'DESC'], auditLog.position)).toThrow(
      InvalidQueryError,
    );
  });

  it('rejects unknown filters and values of the wrong shape, with a stable code', () => {
    const spec = { type: textIn(auditLog.type) };
    expect(whereOf({}, spec)).toBeUndefined();
    expect(whereOf({ type: ['A', 'B'] }, spec)).toBeDefined();
    expect(() => whereOf({ password: 'x' }, spec)).toThrow(/unknown filter "password"/);
    try {
      whereOf({ type: 42 }, spec);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'READ_MODEL.INVALID_QUERY' });
    }
  });
});
