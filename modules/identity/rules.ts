/**
 * The identity rules a browser needs as well as the server: the company form's option lists, the team's roles
 * and the account settings' choices. Browser-safe: the files it reaches import nothing but each other (checked by
 * `npm run boundaries` and web/app/src/rules.unit.test.ts).
 */
export { companySizes, countries, countryCodes, industries, type CountryCode } from './company/profile.ts';
export { canGrant, canManageCompany, grantableRoles, memberRoles, type MemberRole } from './company/roles.ts';
export { languages, sessionTimeouts, timezones, type SessionTimeout } from './user/settings.ts';
