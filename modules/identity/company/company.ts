import type { CompanyNotificationPreferences, CompanyProfile, Subscription } from './profile.ts';
import { defaultCompanyNotificationPreferences } from './profile.ts';
import { RETENTION_MONTHS } from './retention.ts';
import type { MemberRole } from './roles.ts';

export const companyStreamName = (companyId: string) => `company-${companyId}`;

type E<T extends string, D> = { type: T; data: D & { companyId: string } };

export type CompanyRegistered = E<
  'CompanyRegistered',
  { ownerId: string; profile: CompanyProfile; registeredAt: string }
>;
export type SubscriptionStarted = E<'SubscriptionStarted', Subscription & { startedAt: string }>;
export type MemberJoined = E<
  'MemberJoined',
  { userId: string; role: MemberRole; invitationId: string | null; joinedAt: string }
>;
export type MemberRoleChanged = E<
  'MemberRoleChanged',
  { userId: string; previousRole: MemberRole; role: MemberRole; changedBy: string; changedAt: string }
>;
export type CompanyProfileUpdated = E<
  'CompanyProfileUpdated',
  { profile: CompanyProfile; changed: string[]; updatedAt: string }
>;
export type LogoChanged = E<'LogoChanged', { logoUrl: string; changedAt: string }>;
export type CompanyNotificationPreferencesChanged = E<
  'CompanyNotificationPreferencesChanged',
  { preferences: CompanyNotificationPreferences; changedAt: string }
>;

/** The company's retention period for candidates it did not hire (issue #22). */
export type CompanyRetentionPeriodChanged = E<
  'CompanyRetentionPeriodChanged',
  { months: number; previousMonths: number; changedBy: string; changedAt: string }
>;

export type CompanyEvent =
  | CompanyRegistered
  | SubscriptionStarted
  | MemberJoined
  | MemberRoleChanged
  | CompanyProfileUpdated
  | LogoChanged
  | CompanyNotificationPreferencesChanged
  | CompanyRetentionPeriodChanged;

export type RegisteredCompany = {
  status: 'registered';
  companyId: string;
  profile: CompanyProfile;
  members: Record<string, MemberRole>;
  logoUrl: string | null;
  notificationPreferences: CompanyNotificationPreferences;
  subscription: Subscription | null;
  retentionMonths: number;
};

export type CompanyState = { status: 'new' } | RegisteredCompany;

export const initialCompanyState = (): CompanyState => ({ status: 'new' });

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  if (event.type === 'CompanyRegistered') {
    return {
      status: 'registered',
      companyId: event.data.companyId,
      profile: event.data.profile,
      members: {},
      logoUrl: null,
      notificationPreferences: defaultCompanyNotificationPreferences,
      subscription: null,
      retentionMonths: RETENTION_MONTHS.default,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'SubscriptionStarted': {
      const { plan, status, renewalAt, features } = event.data;
      return { ...state, subscription: { plan, status, renewalAt, features } };
    }
    case 'MemberJoined':
    case 'MemberRoleChanged':
      return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
    case 'CompanyProfileUpdated':
      return { ...state, profile: event.data.profile };
    case 'LogoChanged':
      return { ...state, logoUrl: event.data.logoUrl };
    case 'CompanyNotificationPreferencesChanged':
      return { ...state, notificationPreferences: event.data.preferences };
    case 'CompanyRetentionPeriodChanged':
      return { ...state, retentionMonths: event.data.months };
    default:
      return state;
  }
}
