import { NO_PERSONAL_DATA, subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { CandidateProfileEvent } from './candidate/candidate-profile.ts';
import type { CompanyEvent } from './company/company.ts';
import type { EmailClaimEvent } from './email/email-claim.ts';
import type { InvitationEvent } from './invitation/invitation.ts';
import type { UserEvent } from './user/user.ts';

type IdentityEvent = UserEvent | CompanyEvent | InvitationEvent | EmailClaimEvent | CandidateProfileEvent;

const user = subjectAt('userId');
const candidate = subjectAt('candidateId', 'userId');

/**
 * Identity's personal data, sealed with the person's user id (their own account). A company's profile (name,
 * address, its contact e-mail and phone) is the company's, not a person's, and stays readable; members are ids.
 */
export const identityPersonalData = classifyPersonalData<IdentityEvent['type']>()({
  UserRegistered: { subject: user, fields: ['email', 'name', 'firstName', 'lastName', 'phone', 'passwordHash'] },
  UserProfileUpdated: {
    subject: user,
    fields: ['name', 'firstName', 'lastName', 'phone', 'position', 'department', 'bio'],
  },
  UserEmailChanged: { subject: user, fields: ['email', 'previousEmail'] },
  UserNotificationSettingsChanged: NO_PERSONAL_DATA,
  UserSecuritySettingsChanged: NO_PERSONAL_DATA,
  UserAvatarChanged: { subject: user, fields: ['avatarUrl'] },
  PasswordResetRequested: NO_PERSONAL_DATA,
  PasswordChanged: { subject: user, fields: ['passwordHash'] },
  UserJoinedCompany: NO_PERSONAL_DATA,
  CompanyRegistered: NO_PERSONAL_DATA,
  SubscriptionStarted: NO_PERSONAL_DATA,
  MemberJoined: NO_PERSONAL_DATA,
  MemberRoleChanged: NO_PERSONAL_DATA,
  CompanyProfileUpdated: NO_PERSONAL_DATA,
  LogoChanged: NO_PERSONAL_DATA,
  CompanyNotificationPreferencesChanged: NO_PERSONAL_DATA,
  CompanyRetentionPeriodChanged: NO_PERSONAL_DATA,
  InvitationIssued: NO_PERSONAL_DATA,
  InvitationAccepted: NO_PERSONAL_DATA,
  EmailClaimed: { subject: user, fields: ['email'] },
  EmailReleased: { subject: user, fields: ['email'] },
  CandidateProfileCreated: { subject: candidate, fields: ['firstName', 'lastName', 'email', 'phone'] },
  CandidateProfileUpdated: { subject: candidate, fields: ['changes.**'] },
  CandidateProfileFilledFromCv: { subject: candidate, fields: ['fields.**'] },
});
