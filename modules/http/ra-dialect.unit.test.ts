import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './errors.ts';
import { idFilter, listDialect, sendList } from './ra-dialect.ts';

const dialect = listDialect({
  sortFields: ['id', 'title', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  filter: z.strictObject({ id: idFilter.optional(), q: z.string().optional() }),
  maxPageSize: 50,
});
const request = (query: Record<string, string>) => ({ query }) as unknown as Request;

function rejection(query: Record<string, string>): DomainError {
  try {
    dialect.parse(request(query));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('listDialect', () => {
  it('parses sort, range and filter as react-admin sends them', () => {
    const params = dialect.parse(
      request({ sort: '["title","ASC"]', range: '[10,19]', filter: '{"q":"node","id":["a","b"]}' }),
    );
    expect(params).toEqual({
      sort: { field: 'title', order: 'ASC' },
      range: { start: 10, end: 19 },
      filter: { q: 'node', id: ['a', 'b'] },
    });
  });

  it('falls back to the default sort and the first page', () => {
    expect(dialect.parse(request({}))).toEqual({
      sort: { field: 'createdAt', order: 'DESC' },
      range: { start: 0, end: 49 },
      filter: {},
    });
  });

  it('accepts one id as getMany filter too', () => {
    expect(dialect.parse(request({ filter: '{"id":"x"}' })).filter).toEqual({ id: ['x'] });
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'sort.0'],
    [{ sort: '["title","UP"]' }, 'sort.1'],
    [{ sort: 'title' }, 'sort'],
    [{ range: '[5,2]' }, 'range'],
    [{ range: '[0,50]' }, 'range'],
    [{ range: '[-1,3]' }, 'range.0'],
    [{ filter: '{"owner":"me"}' }, 'filter'],
    [{ filter: '{' }, 'filter'],
  ])('rejects %j with a 400 naming %s', (query, path) => {
    const error = rejection(query);
    expect(error.status).toBe(400);
    expect(error.code).toBe('REQUEST.INVALID_LIST_QUERY');
    expect(error.errors?.map((e) => e.path)).toContain(path);
  });
});

describe('sendList', () => {
  function fakeResponse() {
    const headers: Record<string, string> = {};
    let body: unknown;
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = value),
      json: (value: unknown) => void (body = value),
    } as unknown as Response;
    return { res, headers, body: () => body };
  }

  it('sends Content-Range with the slice and the total, and exposes it to browsers', () => {
    const { res, headers, body } = fakeResponse();
    sendList(res, 'posts', { rows: [{ id: 1 }, { id: 2 }], total: 12 }, { start: 10 });
    expect(headers['Content-Range']).toBe('posts 10-11/12');
    expect(headers['Access-Control-Expose-Headers']).toContain('Content-Range');
    expect(body()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('marks an empty slice with *', () => {
    const { res, headers } = fakeResponse();
    sendList(res, 'posts', { rows: [], total: 0 }, { start: 0 });
    expect(headers['Content-Range']).toBe('posts */0');
  });
});
