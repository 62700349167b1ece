import { AsyncLocalStorage } from 'node:async_hooks';
import { activityWorkflowId } from '@tawzeef/workflows';

/** Where one demo story stands in the demo's past; the seed moves it forward as the story goes on. */
export class Timeline {
  constructor(private at: number) {}
  get now(): Date {
    return new Date(this.at);
  }
  set(at: Date): this {
    this.at = at.getTime();
    return this;
  }
  advance(ms: number): this {
    this.at += ms;
    return this;
  }
}

/**
 * The clock of the seed's process. Demo stories happen in the past, so the services read the time of the story they
 * serve: the seed's own calls the timeline they run within, the activities of a followed workflow (its hiring
 * process, its mails) that workflow's timeline. Anything else, such as another process's workflow, reads the real
 * time.
 */
export function seedClock() {
  const current = new AsyncLocalStorage<Timeline>();
  const byWorkflow = new Map<string, Timeline>();
  return {
    clock: (): Date => {
      const workflowId = activityWorkflowId();
      return (workflowId === null ? current.getStore() : byWorkflow.get(workflowId))?.now ?? new Date();
    },
    /** The timeline the calling seed code runs within, if any. */
    timeline: (): Timeline | null => current.getStore() ?? null,
    /** Runs `work` on `timeline`: the seed's calls inside it read its time. */
    within: <T>(timeline: Timeline, work: () => Promise<T>): Promise<T> => current.run(timeline, work),
    /** The activities of these workflows read `timeline`'s time. */
    follow(timeline: Timeline, ...workflowIds: string[]) {
      for (const id of workflowIds) byWorkflow.set(id, timeline);
    },
  };
}

export type SeedClock = ReturnType<typeof seedClock>;
