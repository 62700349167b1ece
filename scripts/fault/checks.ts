// What must hold after the faults: every acknowledged application once in the log and the read models, each with
// its hiring workflow soon after the platform is back.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from '@temporalio/client';
import type { AppEventStore } from '@tawzeef/shared';
import type { Accepted } from './appliers.ts';

export type Submitted = { applicationId: string; email: string; occurredAt: number };

/** Every ApplicationSubmitted of the log for the given e-mails, by e-mail. */
export async function submittedInLog(store: AppEventStore, emails: Set<string>): Promise<Map<string, Submitted[]>> {
  const byEmail = new Map<string, Submitted[]>();
  for (let after = 0n; ;) {
    const events = await store.readAll({ after, limit: 2000 });
    if (events.length === 0) break;
    after = events.at(-1)!.globalPosition;
    for (const e of events) {
      if (e.type !== 'ApplicationSubmitted') continue;
      const data = e.data as { applicationId: string; applicant: { email: string } };
      if (!emails.has(data.applicant.email)) continue;
      const list = byEmail.get(data.applicant.email) ?? [];
      list.push({
        applicationId: data.applicationId,
        email: data.applicant.email,
        occurredAt: Date.parse(e.metadata.occurredAt),
      });
      byEmail.set(data.applicant.email, list);
    }
  }
  return byEmail;
}

/** How many times each application id shows in the company's pipeline list (all pages). */
export async function idsInReadModel(baseUrl: string, token: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const page = 100;
  for (let start = 0; ; start += page) {
    const range = encodeURIComponent(JSON.stringify([start, start + page - 1]));
    const response = await fetch(`${baseUrl}/api/company/applications?range=${range}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the applications list answered ${response.status}: ${await response.text()}`);
    const rows = (await response.json()) as { id: string }[];
    for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    if (rows.length < page) break;
  }
  return counts;
}

/** The start time of hiring-<id> for each id, polling the missing ones until `deadline` (ms since the epoch). */
export async function hiringStarts(client: Client, ids: string[], deadline: number): Promise<Map<string, number>> {
  const started = new Map<string, number>();
  let missing = ids;
  while (missing.length) {
    const found = await mapLimited(missing, 16, async (id) => {
      try {
        const described = await client.workflow.getHandle(`hiring-${id}`).describe();
        return [id, described.startTime.getTime()] as const;
      } catch {
        return null;
      }
    });
    for (const entry of found) if (entry) started.set(entry[0], entry[1]);
    missing = missing.filter((id) => !started.has(id));
    if (!missing.length || Date.now() > deadline) break;
    await sleep(1_000);
  }
  return started;
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** Resolves the application id of acknowledgements that only a 409 confirmed. */
export function withIds(accepted: Accepted[], byEmail: Map<string, Submitted[]>): Accepted[] {
  return accepted.map((a) => ({
    ...a,
    applicationId: a.applicationId ?? byEmail.get(a.email)?.[0]?.applicationId ?? null,
  }));
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
