import type { ReadModelQueries } from '@tawzeef/read-models';
import { repeating } from '@tawzeef/shared';
import type { NotificationsService, SendMail } from '../service.ts';

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };
type Mail = Parameters<SendMail['send']>[0];

/** What every mail loop is given by the composition root. */
export type MailLoopDeps = {
  queries: ReadModelQueries;
  notifications: NotificationsService;
  mailer: SendMail;
  clock: () => Date;
  publicUrl: string;
  log: Log;
  intervalMs?: number;
};

/** A mail loop: started with the process, run at will by tests; `send` answers how many mails went out. */
export type MailLoop = { start(): void; stop(): Promise<void>; send(now: Date): Promise<number> };

/**
 * Sends the mails of one round. Each mail is claimed first by an event in the recipient's inbox stream (a claim
 * already taken answers false), so a mail goes out at most once across restarts and processes; a failed send is
 * logged and the round goes on. Nothing is claimed while no mailer is configured, so nothing is lost to it.
 */
export async function sendClaimed<T>(
  deps: Pick<MailLoopDeps, 'mailer' | 'log'>,
  what: string,
  items: Iterable<T>,
  claim: (item: T) => Promise<boolean>,
  mail: (item: T) => Mail,
  details: (item: T) => object,
): Promise<number> {
  if (deps.mailer.configured === false) return 0;
  let sent = 0;
  for (const item of items) {
    if (!(await claim(item))) continue;
    try {
      await deps.mailer.send(mail(item));
      sent++;
    } catch (error) {
      deps.log.warn({ err: error, ...details(item) }, `${what} failed`);
    }
  }
  if (sent) deps.log.info({ sent }, `${what}s sent`);
  return sent;
}

/** Runs `send` at the clock's now every `intervalMs` once started (see `repeating`). */
export function mailLoop(
  deps: MailLoopDeps,
  what: string,
  defaultIntervalMs: number,
  send: (now: Date) => Promise<number>,
) {
  const loop = repeating(() => send(deps.clock()), deps.intervalMs ?? defaultIntervalMs, deps.log, what);
  return { send, start: loop.start, stop: loop.stop, kick: loop.kick };
}
