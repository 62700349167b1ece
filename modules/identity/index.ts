export { IdentityError, errors as identityErrors } from './errors.ts';
export { normalizeEmail } from './email/normalize.ts';
export type { EmailClaimEvent } from './email/email-claim.ts';
export { createArgon2Hasher, type PasswordHasher } from './passwords.ts';
export { createPgSessionStore, type SessionStore, type SessionRow } from './sessions/session-store.ts';
export {
  createPgRateLimiter,
  RateLimitedError,
  rateLimitedMessages,
  type RateLimiter,
} from './sessions/rate-limiter.ts';
export { createPgLoginThrottle, type LoginThrottle } from './sessions/login-throttle-store.ts';
export { addressOf, type LoginThrottlePolicy } from './sessions/login-throttle.ts';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './user/password-length.ts';
export { MIN_PASSWORD_SCORE, WeakPasswordError, estimatePassword, weakPasswordMessages } from './password-strength.ts';
export { ensureIdentityTables } from './sessions/schema.ts';
export {
  createSmtpMailer,
  createUnconfiguredMailer,
  type MailCalendar,
  type Mailer,
  type MailMessage,
} from './mail/mailer.ts';
export { createFileSystemStore, storedNamePattern, type FileStore, type StoredFile } from './storage/file-store.ts';
export { detectImageType } from './storage/image-type.ts';
export { MAX_IMAGE_BYTES, imageTooLarge, notAnImage } from './storage/images.ts';

export { userStreamName, type UserEvent, type UserType } from './user/user.ts';
export { userDecider, type UserCommand } from './user/decide.ts';
export {
  sessionTimeouts,
  timezones,
  isTimeZone,
  languages,
  defaultNotificationSettings,
  defaultSecuritySettings,
  splitName,
  type NotificationSettings,
  type SecuritySettings,
  type UserProfileFields,
} from './user/settings.ts';
export { companyStreamName, type CompanyEvent } from './company/company.ts';
export { companyDecider, type CompanyCommand } from './company/decide.ts';
export { memberRoles, canManageCompany, type MemberRole } from './company/roles.ts';
export { RETENTION_MONTHS, validRetentionMonths } from './company/retention.ts';
export {
  industries,
  COMPANY_DESCRIPTION_MAX,
  companySizes,
  countries,
  countryCodes,
  headquarters,
  freePlan,
  defaultCompanyNotificationPreferences,
  type CompanyProfile,
  type CompanyNotificationPreferences,
  type CountryCode,
  type Subscription,
} from './company/profile.ts';
export {
  invitationDecider,
  invitationIdFor,
  invitationStreamName,
  normalizeInvitationCode,
  type InvitationEvent,
} from './invitation/invitation.ts';
export {
  candidateStreamName,
  type CandidateProfileEvent,
  type CandidateProfileState,
} from './candidate/candidate-profile.ts';
export { candidateProfileDecider, decideCandidateProfile, type CandidateProfileCommand } from './candidate/decide.ts';
export {
  candidateProfileFieldNames,
  type CandidateEducation,
  type CandidateProfileField,
  type CandidateProfileFields,
  type CandidateWorkExperience,
} from './candidate/fields.ts';
export { profileFieldsFromCv } from './candidate/from-cv.ts';
export { candidateFieldLimits } from './candidate/limits.ts';
export { profileCompleteness, type CompletenessChecks, type CompletenessInput } from './candidate/completeness.ts';

export { createIdentityService, type IdentityService } from './services/identity.ts';
export type {
  AuthLimits,
  CompanyDescriber,
  CompanyDescriptionRequest,
  IdentityDeps,
  RequestContext,
} from './services/deps.ts';
export { csrfTokenFor, type IssuedSession, type Principal } from './services/sessions.ts';
export type { SignupInput } from './services/accounts.ts';
export type { CompanyInput } from './services/companies.ts';
export type { ProfileInput } from './services/profile.ts';
export * from './personal-data.ts';
