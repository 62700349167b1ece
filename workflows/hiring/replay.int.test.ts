import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { workflowsPath } from '../worker.ts';

/** Proto JSON's timestamps and durations as the generated classes take them. */
function reviveTimes(_key: string, value: unknown) {
  if (typeof value !== 'string') return value;
  const duration = /^(\d+)(?:\.(\d{1,9}))?s$/u.exec(value);
  if (duration) return { seconds: duration[1], nanos: Number((duration[2] ?? '').padEnd(9, '0')) };
  const time = /^\d{4}-\d\d-\d\dT[\d:]+(?:\.(\d{1,9}))?Z$/u.exec(value);
  if (time)
    return { seconds: String(Math.floor(Date.parse(value) / 1000)), nanos: Number((time[1] ?? '').padEnd(9, '0')) };
  return value;
}

// The SDK's historyFromJSON needs one protobufjs shared by @temporalio/common and @temporalio/proto; the install has two.
const history = (name: string) =>
  temporal.api.history.v1.History.fromObject(
    JSON.parse(readFileSync(new URL(`./histories/${name}.json`, import.meta.url), 'utf8'), reviveTimes),
  );

describe('hiringWorkflow replays histories recorded by earlier versions', () => {
  // Recorded before 'hiring-manual-review-waits': a failed analysis returned MANUAL_REVIEW at once.
  for (const name of ['manual-review-outcome', 'manual-review-activity-failure']) {
    it(
      name,
      async () => {
        await Worker.runReplayHistory({ workflowsPath }, history(name));
      },
      60_000,
    );
  }
});
