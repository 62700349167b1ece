/**
 * The identity rules a browser needs as well as the server: the company form's option lists and description cap,
 * the password's length, the team's roles and the account settings' choices. Browser-safe: the files it reaches import nothing but each other (checked by
 * `npm run boundaries` and web/app/src/rules.unit.test.ts).
 */
export {
  COMPANY_DESCRIPTION_MAX,
  companySizes,
  countries,
  countryCodes,
  industries,
  type CountryCode,
} from './company/profile.ts';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './user/password-length.ts';
export { RETENTION_MONTHS, validRetentionMonths } from './company/retention.ts';
export { canGrant, canManageCompany, grantableRoles, memberRoles, type MemberRole } from './company/roles.ts';
export { languages, sessionTimeouts, timezones, type SessionTimeout } from './user/settings.ts';
