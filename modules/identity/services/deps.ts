import { uuidV5, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../passwords.ts';
import type { LoginThrottle } from '../sessions/login-throttle-store.ts';
import type { RateLimiter } from '../sessions/rate-limiter.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { FileStore } from '../storage/file-store.ts';

export type CompanyDescriptionRequest = {
  name?: string;
  industry: string;
  location?: string;
  country?: string;
  numberOfEmployees?: number;
  /** The form's size band ("11-50"). */
  size?: string;
  currentDescription?: string;
  website?: string;
  /** The language to write in (the page's). */
  language?: 'en' | 'ar';
  variant?: number;
};

/** The AI port as this module needs it: the container adapts the AI engine to it. */
export type CompanyDescriber = (input: CompanyDescriptionRequest) => Promise<{ generatedDescription: string }>;

/** Sign-up and password-reset requests in fixed windows; failed sign-ins go to the LoginThrottle instead. */
export type AuthLimits = {
  windowSeconds: number;
  /** Sign-up / reset requests per e-mail address in one window. */
  perAccount: number;
  /** The same, per client IP. */
  perIp: number;
};

export type IdentityDeps = {
  store: AppEventStore;
  hasher: PasswordHasher;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  mailer: Mailer;
  files: FileStore;
  describeCompany: CompanyDescriber;
  clock: () => Date;
  newId: () => string;
  /** Where links in e-mails point, e.g. the app's origin. */
  publicUrl: string;
  limits: AuthLimits;
  log: { warn(fields: Record<string, unknown>, message: string): void };
};

/** Who asks and on behalf of which request; `commandId` seeds every command id the request issues. */
export type RequestContext = {
  commandId: string;
  actorId: string | null;
  correlationId: string;
  ip: string | null;
  userAgent: string | null;
};

/** One command of a multi-step request gets its own stable id, so a retried request writes nothing twice. */
export function stepContext(ctx: RequestContext, step: string, now: Date, actorId = ctx.actorId): CommandContext {
  return {
    commandId: uuidV5(`${ctx.commandId}/${step}`),
    actorId,
    correlationId: ctx.correlationId,
    causationId: ctx.commandId,
    now,
  };
}

export async function readState<S, E>(
  store: AppEventStore,
  streamName: string,
  decider: { initialState: () => S; evolve: (state: S, event: E) => S },
): Promise<S> {
  const { events } = await store.readStream(streamName);
  return (events as unknown as E[]).reduce(decider.evolve, decider.initialState());
}

export const maxPosition = (...positions: (bigint | null | undefined)[]): bigint | null =>
  positions.reduce<bigint | null>((max, p) => (p != null && (max === null || p > max) ? p : max), null);
