import { errors } from '../errors.ts';

export const memberRoles = ['OWNER', 'ADMIN', 'RECRUITER'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** OWNER and ADMIN run the company (profile, invitations, roles); a RECRUITER works the pipeline. */
export function canManageCompany(role: MemberRole | undefined): boolean {
  return role === 'OWNER' || role === 'ADMIN';
}

/** An ADMIN hands out ADMIN and RECRUITER; only an OWNER makes another OWNER. */
export function canGrant(actorRole: MemberRole | undefined, role: MemberRole): boolean {
  if (actorRole === 'OWNER') return true;
  return actorRole === 'ADMIN' && role !== 'OWNER';
}

/** The roles `actorRole` may hand out, from the fewest rights to the most (the order the team screens list them). */
export const grantableRoles = (actorRole: MemberRole | undefined): MemberRole[] =>
  [...memberRoles].reverse().filter((role) => canGrant(actorRole, role));

/** Throws unless `actorRole` may manage the company; a non-member never learns the company exists. */
export function requireManager(actorRole: MemberRole | undefined): void {
  if (actorRole === undefined) throw errors.companyNotFound();
  if (!canManageCompany(actorRole)) throw errors.companyForbidden();
}
