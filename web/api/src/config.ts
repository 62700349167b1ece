import { resolve } from 'node:path';
import { z } from 'zod';
import { BOARD_COUNT_CAP } from '@tawzeef/read-models';

const repoRoot = resolve(import.meta.dirname, '../../..');

const url = (protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The reverse proxies whose X-Forwarded-For/-Proto are believed, in Express's 'trust proxy' terms: `true`, a hop
   * count, or addresses and subnets (`loopback`, `10.0.0.0/8`). Unset, none is: a client could claim any address
   * or scheme. Behind a proxy, it gives cookies `Secure` and rate limits the client's own address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'true, false, a hop count, or addresses and subnets')
    .transform((value) =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    )
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  OPS_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  TEMPORAL_ADDRESS: z.string().regex(/^[^\s:/]+:\d+$/, 'must be host:port'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_UI_URL: url(['http', 'https']).default('http://127.0.0.1:8233'),
  LIVEKIT_URL: url(['ws', 'wss', 'http', 'https']),
  /** The job board's search: PostgreSQL (default), or an OpenSearch node at OPENSEARCH_URL kept in step with it. */
  SEARCH_ENGINE: z.enum(['postgres', 'opensearch']).default('postgres'),
  OPENSEARCH_URL: url(['http', 'https']).default('http://127.0.0.1:9200'),
  OPENSEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, - and _')
    .default('tawzeef-board'),
  /** Above this many matches the board says "N+ Job(s) Found" instead of counting on (either engine). */
  BOARD_COUNT_CAP: z.coerce.number().int().min(1).default(BOARD_COUNT_CAP),
  /** The LiveKit address browsers connect to, when it differs from the one the servers use (containers). */
  LIVEKIT_PUBLIC_URL: url(['ws', 'wss', 'http', 'https']).optional(),
  LIVEKIT_API_KEY: z.string().min(1),
  LIVEKIT_API_SECRET: z.string().min(1),
  APP_DIST: z.string().min(1).default('web/app/dist'),
  JSON_BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'like 1mb or 512kb')
    .default('1mb'),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  READ_WAIT_TIMEOUT_MS: z.coerce.number().int().nonnegative().max(10_000).default(2000),
  /** Where links in e-mails point (the app's origin); defaults to http://HOST:PORT. */
  PUBLIC_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Tawzeef <no-reply@localhost>'),
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  /** CV files (candidates' and applications'), outside the web root. */
  CV_STORAGE_DIR: z.string().min(1).default('.data/cvs'),
  /** The worker's and the starters' task queue; tests use their own so no other worker takes their work. */
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('tawzeef'),
  /** Sign-up and password-reset requests: per e-mail and per client IP in one window. */
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Also: failed sign-ins to one account from one address before each next one waits 1 s, 2 s, 4 s, … */
  AUTH_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Also: failed sign-ins from one address (any account) before it waits, for accounts it never signed in to. */
  AUTH_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  /** Failed sign-ins to one account from addresses it never signed in from, before those wait. */
  AUTH_MAX_UNFAMILIAR_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** The longest wait for an account (from one address, or from unfamiliar ones). */
  AUTH_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
  /** The longest wait for a whole address: everyone behind one office address shares it, so it stays mild. */
  AUTH_ADDRESS_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failure counters with no attempt for this long start over. */
  AUTH_FAILURE_MEMORY_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** An address stays familiar to an account this long after a successful sign-in from it. */
  AUTH_KNOWN_ADDRESS_DAYS: z.coerce.number().int().positive().default(90),
  /** The public CV teaser (POST /api/jobfit/upload-cv): uploads per client IP in one window. */
  JOBFIT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  JOBFIT_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  /** Anonymous applications (POST /api/applications/anonymous) per client IP in one window. */
  APPLY_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  APPLY_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  /** Where POST /api/contact delivers the contact form's messages. */
  CONTACT_EMAIL: z.email().default('contact@tawzeef.example'),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  CONTACT_MAX_PER_IP: z.coerce.number().int().positive().default(5),
  /** The daily notification digest goes out from this hour (UTC) on. */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  /** WhatsApp Cloud API (communications): sending needs the token and the phone number id. */
  WHATSAPP_API_URL: url(['http', 'https']).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - or _')
    .optional(),
  /** Verifies X-Hub-Signature-256 on POST /api/webhooks/whatsapp; unset, every notification is refused. */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** The hub.verify_token of the webhook's GET handshake. */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** A Twilio-style SMS gateway (communications): POST {SMS_API_URL}/Accounts/{sid}/Messages.json. */
  SMS_API_URL: url(['http', 'https']).default('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url(['http', 'https']).optional(),
  OPENAI_MODEL: z.string().optional(),
  /** AI interviews (docs/interviews.md): the defaults a job's own settings override. */
  INTERVIEW_REMIND_AFTER_HOURS: z.coerce.number().positive().default(24),
  INTERVIEW_EXPIRE_AFTER_HOURS: z.coerce.number().positive().default(72),
  INTERVIEW_MAX_MINUTES: z.coerce.number().int().positive().max(240).default(45),
  /** How long a LiveKit join token may be used to join (the session then lasts until the room closes). */
  INTERVIEW_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** Signs the candidate's join links; defaults to one derived from LIVEKIT_API_SECRET. */
  INTERVIEW_LINK_SECRET: z.string().min(16).optional(),
  /**
   * Seals candidates' self-identification answers (AES-256-GCM): 64 hex digits or the base64 of 32 bytes.
   * scripts/start makes one per checkout; unset, the self-identification form and the bias audit are off.
   */
  SELF_ID_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 64 hex digits or the base64 of 32 bytes')
    .optional(),
  /** Also ask the nationality group (off unless a deployment where it is lawful turns it on). */
  SELF_ID_NATIONALITY: z.enum(['on', 'off']).default('off'),
  /** Interview recordings, outside the web root. */
  RECORDING_STORAGE_DIR: z.string().min(1).default('.data/recordings'),
  /** AI interviewers dispatched to rooms (docs/interview-agent.md); `off` for tests that don't need them. */
  INTERVIEW_AGENT: z.enum(['on', 'off']).default('on'),
  /** No answer for this long: a nudge, then the next question. */
  INTERVIEW_AGENT_SILENCE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  /** The pause after the candidate's last words that ends their spoken answer (longer mid-sentence: audio/turn.ts). */
  INTERVIEW_AGENT_TURN_END_MS: z.coerce.number().int().min(300).max(10_000).default(800),
  /** Whisper decodes the answer so far after this much silence (audio/speculation.ts); 0 turns it off. */
  INTERVIEW_AGENT_SPECULATE_MS: z.coerce.number().int().min(0).max(5_000).default(300),
  /**
   * The Python of the speech venv (scripts/lib/ai-tools.sh installs it; env.sh points here): Whisper and
   * pocketsphinx 5. Without it the agent uses Debian's pocketsphinx_continuous, one process per utterance.
   */
  INTERVIEW_AGENT_SPEECH_PYTHON: z.string().min(1).optional(),
  /** The offline recogniser: Whisper (better words) or pocketsphinx 5 (lighter); docs/interview-agent.md. */
  INTERVIEW_AGENT_RECOGNISER: z.enum(['whisper', 'pocketsphinx']).default('whisper'),
  /** Whisper's weights: base (multilingual, fewer errors, slower) or tiny.en; unset: whisper_worker.py's default. */
  INTERVIEW_AGENT_WHISPER_MODEL: z.enum(['base', 'tiny.en']).optional(),
  /** Whisper's beam: 1 is greedy (fastest), wider hears better and decodes slower; unset: whisper_worker.py's. */
  INTERVIEW_AGENT_WHISPER_BEAM: z.coerce.number().int().min(1).max(5).optional(),
});

export type RawConfig = z.infer<typeof configSchema>;

export type AppConfig = RawConfig & {
  isProduction: boolean;
  /** APP_DIST resolved against the repository root. */
  appDistDir: string;
  /** The same LiveKit server over HTTP(S), as the server SDK expects. */
  livekitHttpUrl: string;
  /** UPLOADS_DIR resolved against the repository root. */
  uploadsDir: string;
  /** LIVEKIT_PUBLIC_URL, else LIVEKIT_URL: what the candidate's browser is told to connect to. */
  livekitPublicUrl: string;
  /** CV_STORAGE_DIR resolved against the repository root. */
  cvStorageDir: string;
  /** RECORDING_STORAGE_DIR resolved against the repository root. */
  recordingsDir: string;
  publicUrl: string;
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses process.env, with `overrides` on top; throws a ConfigError naming every bad variable. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const source = Object.fromEntries(
    Object.entries({ ...process.env, ...overrides }).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(environment)';
        const missing = issue.code === 'invalid_type' && !source[name];
        return missing ? `${name}: is required but not set` : `${name}: ${issue.message}`;
      }),
    );
  }
  const raw = parsed.data;
  return {
    ...raw,
    isProduction: raw.NODE_ENV === 'production',
    appDistDir: resolve(repoRoot, raw.APP_DIST),
    livekitHttpUrl: raw.LIVEKIT_URL.replace(/^ws(s?):/, 'http$1:'),
    livekitPublicUrl: raw.LIVEKIT_PUBLIC_URL ?? raw.LIVEKIT_URL,
    uploadsDir: resolve(repoRoot, raw.UPLOADS_DIR),
    cvStorageDir: resolve(repoRoot, raw.CV_STORAGE_DIR),
    recordingsDir: resolve(repoRoot, raw.RECORDING_STORAGE_DIR),
    publicUrl: raw.PUBLIC_URL ?? `http://${raw.HOST.includes(':') ? `[${raw.HOST}]` : raw.HOST}:${raw.PORT}`,
  };
}
