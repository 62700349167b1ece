import { createAccounts } from './accounts.ts';
import { createCandidates } from './candidates.ts';
import { createCompanies } from './companies.ts';
import type { IdentityDeps } from './deps.ts';
import { createProfiles } from './profile.ts';
import { createSessions } from './sessions.ts';

/** The identity module's command side: accounts, sessions, profiles, companies and invitations. */
export function createIdentityService(deps: IdentityDeps) {
  const sessions = createSessions(deps);
  const companies = createCompanies(deps);
  const accounts = createAccounts(deps, sessions, companies);
  const profiles = createProfiles(deps, accounts);
  const candidates = createCandidates(deps);
  return { sessions, companies, accounts, profiles, candidates };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
