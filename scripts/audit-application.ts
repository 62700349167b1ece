// npm run -s audit:application -- <applicationId> [--at <ISO time>] [--json]
// Prints, from the event store alone, every event of the application with the state after it
// (folded with the aggregate's own evolve), the final state, and the state as of --at. An application whose personal
// data was erased says so first; its personal fields read [erased] (their key is gone), its business facts stay.
import { auditApplication, formatAudit, readApplicationHistory } from '@tawzeef/applications';
import { erasureStreamName, type PersonalDataErased } from '@tawzeef/shared';
import { createAppEventStore } from '../web/api/src/event-store.ts';

const usage = 'usage: npm run -s audit:application -- <applicationId> [--at <ISO time>] [--json]';
const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const atText = atIndex >= 0 ? args[atIndex + 1] : undefined;
const applicationId = args.find((a, i) => !a.startsWith('--') && (atIndex < 0 || i !== atIndex + 1));
const at = atText ? new Date(atText) : undefined;
if (!applicationId || (atIndex >= 0 && (!at || Number.isNaN(at.getTime())))) {
  console.error(usage);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set (source scripts/lib/env.sh)');
  process.exit(2);
}

const { store } = createAppEventStore({
  databaseUrl,
  eventStoreConnectionString: process.env.EVENTSTORE_CONNECTION_STRING,
});
try {
  const entries = await readApplicationHistory(store, applicationId);
  const erasures = (await store.readStream(erasureStreamName(applicationId))).events as unknown as PersonalDataErased[];
  const erased = erasures.find((e) => e.type === 'PersonalDataErased')?.data ?? null;
  if (entries.length === 0) {
    console.error(`application-${applicationId}: no events (unknown application)`);
    process.exitCode = 1;
  } else {
    const audit = auditApplication(entries, at);
    if (args.includes('--json')) {
      const steps = audit.steps.map(({ entry: { event: _event, ...entry }, state }) => ({ ...entry, state }));
      const text = JSON.stringify(
        { applicationId, erased, steps, final: audit.final, asOf: audit.asOf },
        (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
      );
      console.log(text);
    } else {
      if (erased)
        console.log(
          `personal data erased at ${erased.erasedAt} (${erased.reason}): the person's fields read [erased]\n`,
        );
      console.log(formatAudit(applicationId, audit));
    }
  }
} finally {
  await store.close();
}
