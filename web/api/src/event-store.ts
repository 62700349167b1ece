import pg from 'pg';
import { applicationsPersonalData } from '@tawzeef/applications';
import { communicationsPersonalData } from '@tawzeef/communications';
import { identityPersonalData } from '@tawzeef/identity';
import { interviewsPersonalData } from '@tawzeef/interviews';
import { jobsPersonalData } from '@tawzeef/jobs';
import { notificationsPersonalData } from '@tawzeef/notifications';
import { oversightPersonalData } from '@tawzeef/oversight';
import { createPgKeyVault, privacyPersonalData, withKeyCache, withPersonalData, type KeyVault } from '@tawzeef/privacy';
import { createEventStore, policyOf, type AppEventStore, type EventStoreConfig } from '@tawzeef/shared';

/** Every module's classification of its event types; the policy below is their rules, merged. */
export const personalDataClassifications = {
  identity: identityPersonalData,
  applications: applicationsPersonalData,
  interviews: interviewsPersonalData,
  communications: communicationsPersonalData,
  notifications: notificationsPersonalData,
  oversight: oversightPersonalData,
  privacy: privacyPersonalData,
  jobs: jobsPersonalData,
};

export const appPersonalDataPolicy = policyOf(...Object.values(personalDataClassifications));

export type AppEventStoreParts = {
  /** The event store every module sees: personal data sealed on append, opened on read. */
  store: AppEventStore;
  /** The per-person keys, cached in this process; erasing through it evicts the key here at once. */
  vault: KeyVault;
};

/**
 * The one place the app's event store is built (API, worker, projector, scripts, seed, benches): the configured
 * engine (PostgreSQL, or KurrentDB when EVENTSTORE_CONNECTION_STRING is set), wrapped so that personal data is sealed
 * with the keys kept in PostgreSQL (DATABASE_URL) either way. Without `pool` it opens its own, closed with the store.
 */
export function createAppEventStore(config: EventStoreConfig & { pool?: pg.Pool }): AppEventStoreParts {
  const raw = createEventStore(config);
  const ownPool = config.pool ? null : new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  const vault = withKeyCache(createPgKeyVault(config.pool ?? ownPool!));
  const sealed = withPersonalData(raw, vault, appPersonalDataPolicy);
  return {
    vault,
    store: {
      ...sealed,
      async close() {
        await raw.close();
        await ownPool?.end();
      },
    },
  };
}
