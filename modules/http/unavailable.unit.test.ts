import express from 'express';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { ServiceError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';
import { unavailableDependency } from './unavailable.ts';

const pgError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const grpcError = (code: number, details: string) =>
  Object.assign(new Error(`${code} ${details}`), { code, details, metadata: {} });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('unavailableDependency', () => {
  it.each([
    ['PostgreSQL shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a lost connection (08006)', pgError('08006', 'connection failure')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a refused connection on every address', new AggregateError([socketError('ECONNREFUSED')], 'connect failed')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
  ])('says the database is unavailable for %s', (_what, error) => {
    expect(unavailableDependency(error)).toEqual({ dependency: 'database', retryAfterSeconds: 5 });
  });

  it.each([
    ['UNAVAILABLE', new ServiceError('Service unavailable', { cause: grpcError(14, 'No connection established') })],
    ['DEADLINE_EXCEEDED', grpcError(4, 'Deadline exceeded')],
    ['a failed connect', new ServiceError('Failed to connect to Temporal server', { cause: new Error('timeout') })],
  ])('says the workflow engine is unavailable for %s', (_what, error) => {
    expect(unavailableDependency(error)?.dependency).toBe('workflows');
  });

  it.each([
    ['a broken constraint', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error')],
    ['a missing workflow', new ServiceError('not found', { cause: grpcError(5, 'workflow not found') })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
  ])('leaves %s alone', (_what, error) => {
    expect(unavailableDependency(error)).toBeUndefined();
  });
});

describe('the error handler', () => {
  it('answers 503 problem details with Retry-After while a dependency is down, and 500 for a bug', async () => {
    const app = express();
    app.get('/down', () => {
      throw pgError('57P01', 'terminating connection due to administrator command');
    });
    app.get('/bug', () => {
      throw new TypeError('bug');
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const down = await fetch(`${base}/down`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(await down.json()).toMatchObject({ status: 503, code: 'SERVICE.UNAVAILABLE' });
      expect((await fetch(`${base}/bug`)).status).toBe(500);
    } finally {
      server.close();
    }
  });
});
