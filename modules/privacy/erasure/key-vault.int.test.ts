import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgKeyVault, type KeyVault } from './key-vault.ts';

describe('the PostgreSQL key vault', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let vault: KeyVault;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    vault = createPgKeyVault(pool);
  });
  afterAll(async () => {
    await pool.end();
    await drop();
  });

  it('makes one key per person, even when many ask for it at once, and answers the same key after', async () => {
    const [rana, omar] = [randomUUID(), randomUUID()];
    expect((await vault.keysFor([rana], { create: false })).size).toBe(0);
    const answers = await Promise.all(Array.from({ length: 12 }, () => vault.keysFor([rana, omar], { create: true })));
    const distinct = (person: string) => new Set(answers.map((keys) => keys.get(person)?.toString('hex')));
    expect([distinct(rana).size, distinct(omar).size]).toEqual([1, 1]);
    const stored = await vault.keysFor([rana, omar], { create: false });
    expect(stored.get(rana)!.equals(answers[0]!.get(rana)!)).toBe(true);
    expect(stored.get(rana)!.equals(stored.get(omar)!)).toBe(false);
  });

  it('never makes a key again for an erased person, and still makes the others', async () => {
    const [huda, sami] = [randomUUID(), randomUUID()];
    await vault.keysFor([huda], { create: true });
    expect(await vault.erase(huda, new Date())).toBe(true);
    const keys = await vault.keysFor([huda, sami], { create: true });
    expect([keys.has(huda), keys.has(sami)]).toEqual([false, true]);
    expect((await vault.erasedAt([huda, sami])).has(huda)).toBe(true);
  });
});
