import { ConfigError } from './config.ts';

/**
 * What one process runs (`npm run serve -- --role <role>`, or ROLE=<role>). Every role builds the same container;
 * only its parts are started. `all` is one process doing everything, as `scripts/start` runs it.
 */
export const roles = ['all', 'api', 'worker', 'projector', 'interviewer'] as const;
export type Role = (typeof roles)[number];

export type Parts = {
  /** The HTTP API and the web app. */
  http: boolean;
  /** The projection runner and the reactions that start workflows from the log. */
  projections: boolean;
  /** The Temporal worker (hiring, CV reading, delivery workflows) and the sweeps (expiry, digest, reports). */
  workflows: boolean;
  /** The AI interviewer's activity worker: holds the rooms it is handed. */
  interviewer: boolean;
};

const partsOfRole: Record<Role, Parts> = {
  all: { http: true, projections: true, workflows: true, interviewer: true },
  api: { http: true, projections: false, workflows: false, interviewer: false },
  worker: { http: false, projections: false, workflows: true, interviewer: false },
  projector: { http: false, projections: true, workflows: false, interviewer: false },
  interviewer: { http: false, projections: false, workflows: false, interviewer: true },
};

export const partsOf = (role: Role): Parts => partsOfRole[role];

/** The role from `--role <role>` / `--role=<role>`, else ROLE, else `all`; an unknown one is an error. */
export function roleOf(argv: readonly string[], env: Record<string, string | undefined>): Role {
  const at = argv.findIndex((a) => a === '--role' || a.startsWith('--role='));
  const given = at < 0 ? env.ROLE : argv[at]!.includes('=') ? argv[at]!.slice('--role='.length) : argv[at + 1];
  const role = given ?? 'all';
  if (!(roles as readonly string[]).includes(role)) {
    throw new ConfigError([`role: "${role}" is not one of ${roles.join(', ')}`]);
  }
  return role as Role;
}
