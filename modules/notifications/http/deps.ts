import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { NotificationsService } from '@tawzeef/notifications';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForProjections } from '@tawzeef/http';
import type { NotificationHub } from './hub.ts';

export type NotificationRouteDeps = {
  notifications: NotificationsService;
  queries: ReadModelQueries;
  hub: NotificationHub;
  /** Waits (bounded) until the notifications read model holds a position. */
  wait: WaitForProjections;
  registry: OpenAPIRegistry;
  heartbeatMs?: number;
};
