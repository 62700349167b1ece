import type { Pool } from 'pg';
import { Connection } from '@temporalio/client';
import type { RoomServiceClient } from 'livekit-server-sdk';
import type { AppEventStore } from '@tawzeef/shared';
import type { HealthCheck } from './health.ts';

export const databaseCheck = (pool: Pool): HealthCheck => ({
  name: 'database',
  async check() {
    await pool.query('SELECT 1');
  },
});

export const eventStoreCheck = (store: AppEventStore): HealthCheck => ({
  name: 'eventStore',
  async check() {
    await store.ping();
  },
});

/**
 * Describing the namespace proves the connection, the frontend service and the namespace in one call.
 * The probe has its own connection without the SDK's retry interceptor: a health check should report
 * a failure, not retry it, and a retry timer left behind would outlive a closed connection.
 */
export function temporalCheck(options: { address: string; namespace: string; timeoutMs: number }): HealthCheck {
  const connection = Connection.lazy({
    address: options.address,
    connectTimeout: options.timeoutMs,
    interceptors: [],
  });
  return {
    name: 'temporal',
    async check(signal) {
      await connection.withAbortSignal(signal, () =>
        connection.workflowService.describeNamespace({ namespace: options.namespace }),
      );
    },
    close: () => connection.close(),
  };
}

/** Listing rooms signs a request with the API key and secret, so a wrong key reports down too. */
export const liveKitCheck = (rooms: RoomServiceClient): HealthCheck => ({
  name: 'livekit',
  async check() {
    await rooms.listRooms();
  },
});
