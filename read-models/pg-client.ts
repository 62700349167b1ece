import pg from 'pg';

/*
 * Emmett's dumbo layer replaces pg's process-wide parsers: int8 becomes BigInt and JSON strings of
 * long digits (phone numbers, national ids) become BigInt, which JSON responses cannot carry.
 * Drizzle falls back to those global parsers, so read-model connections pin plain ones per query.
 */
const plain: Record<number, (value: string) => unknown> = {
  20: (value) => value,
  114: (value) => JSON.parse(value) as unknown,
  3802: (value) => JSON.parse(value) as unknown,
};

type TypeSource = { getTypeParser(oid: number, format?: string): unknown };

const pinned = (fallback: TypeSource): pg.CustomTypesConfig =>
  ({
    getTypeParser: (oid: number, format?: string) => plain[oid] ?? fallback.getTypeParser(oid, format),
  }) as pg.CustomTypesConfig;

const globalTypes: TypeSource = { getTypeParser: (oid, format) => pg.types.getTypeParser(oid, format as 'text') };

export class ReadModelClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === 'string' ? { connectionString: config } : (config ?? {});
    super({ ...options, types: pinned(globalTypes) });
    // A lost connection already fails the query in flight; unheard, the extra 'error' event
    // of a checked-out client would crash the process.
    this.on('error', () => {});
  }
}

const baseQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(ReadModelClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const [config] = args;
  if (config && typeof config === 'object' && !('submit' in config) && 'types' in config && config.types) {
    args[0] = { ...config, types: pinned(config.types as TypeSource) };
  }
  return baseQuery.apply(this, args);
};
