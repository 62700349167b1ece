import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Container } from 'inversify';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { runMigrations } from '@tawzeef/read-models';
import { loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { startServer, type RunningServer } from './server.ts';
import { TOKENS } from './tokens.ts';

export type TestServer = RunningServer & {
  databaseUrl: string;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  get(path: string, init?: RequestInit): Promise<Response>;
};

/**
 * The real container and app on an ephemeral port over a fresh, migrated database,
 * with the real Temporal and LiveKit from the environment unless `env` says otherwise.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string | undefined>;
    configure?: (container: Container) => void;
    runProjections?: boolean;
    /** Off for tests of other processes, whose worker would otherwise also run every application's hiring. */
    startWorkflows?: boolean;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  await runMigrations(database.url);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database.url,
    EVENTSTORE_CONNECTION_STRING: '',
    // A fresh database's board is PostgreSQL's; OpenSearch's is tested by its contract suite, on its own index.
    SEARCH_ENGINE: 'postgres',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const container = createContainer(config, { logDestination });
  options.configure?.(container);
  const running = await startServer(container, {
    runProjections: options.runProjections,
    startWorkflows: options.startWorkflows,
  });
  await container.get(TOKENS.EventStore).ping();
  return {
    ...running,
    databaseUrl: database.url,
    logs,
    get: (path, init) => fetch(`${running.url}${path}`, init),
    async close() {
      await running.close();
      await database.drop();
    },
  };
}

/** A loopback port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
