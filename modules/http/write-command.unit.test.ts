import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, errorHandler } from './errors.ts';
import {
  EVENT_POSITION_HEADER,
  laterPosition,
  moduleErrors,
  waitForProjections,
  writeCommand,
} from './write-command.ts';

class ShopError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A runner whose projections stand at `at`; each wait is recorded. */
function fakeRunner(at: Record<string, bigint>) {
  const waits: string[] = [];
  return {
    waits,
    waitForPosition: async (name: string, position: bigint) => {
      waits.push(`${name}@${position}`);
      return (at[name] ?? 0n) >= position;
    },
  };
}

describe('writeCommand', () => {
  const runner = fakeRunner({ orders: 10n, stock: 5n });
  const write = writeCommand(waitForProjections(runner, ['orders', 'stock'], 50), moduleErrors(ShopError));
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.post('/orders/:position', async (req, res) => {
      const position = req.params.position === 'none' ? null : BigInt(req.params.position);
      await write(res, Promise.resolve({ position, orderId: 'o-1' }), (r) => ({ id: r.orderId }), 201);
    });
    app.post('/broken/:code', async (_req, res) => {
      await write(res, Promise.reject(new ShopError(_req.params.code, 'Refused by the shop.')));
    });
    app.post('/crash', async (_req, res) => {
      await write(res, Promise.reject(new Error('disk full')));
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers with the position of the write once every named projection was asked to reach it', async () => {
    runner.waits.length = 0;
    const res = await fetch(`${base}/orders/4`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get(EVENT_POSITION_HEADER)).toBe('4');
    expect(await res.json()).toEqual({ id: 'o-1' });
    expect(runner.waits.sort()).toEqual(['orders@4', 'stock@4']);
  });

  it('neither waits nor names a position when the command wrote nothing', async () => {
    runner.waits.length = 0;
    const res = await fetch(`${base}/orders/none`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get(EVENT_POSITION_HEADER)).toBeNull();
    expect(runner.waits).toEqual([]);
  });

  it("maps the module's errors to problem details with the status their code implies", async () => {
    const conflict = await fetch(`${base}/broken/ORDER.ALREADY_PLACED`, { method: 'POST' });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ code: 'ORDER.ALREADY_PLACED', detail: 'Refused by the shop.' });
    const missing = await fetch(`${base}/broken/ORDER.NOT_FOUND`, { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('leaves any other failure to the error handler as a 500', async () => {
    const res = await fetch(`${base}/crash`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('waitForProjections', () => {
  it('is false when one projection did not get there in time', async () => {
    const wait = waitForProjections(fakeRunner({ orders: 10n, stock: 5n }), ['orders', 'stock'], 50);
    expect(await wait(5n)).toBe(true);
    expect(await wait(7n)).toBe(false);
    expect(await wait(null)).toBe(true);
  });
});

describe('moduleErrors', () => {
  it('keeps a status the module chose and passes other errors by', () => {
    const map = moduleErrors(ShopError, (e) => new DomainError(e.code, e.message, 422));
    expect(map(new ShopError('ORDER.NOT_FOUND', 'x'))?.status).toBe(422);
    expect(map(new Error('other'))).toBeUndefined();
  });
});

describe('laterPosition', () => {
  it('takes the later of two positions, either of which may be missing', () => {
    expect(laterPosition(3n, 7n)).toBe(7n);
    expect(laterPosition(9n, 7n)).toBe(9n);
    expect(laterPosition(null, 7n)).toBe(7n);
    expect(laterPosition(undefined, null)).toBeNull();
  });
});
