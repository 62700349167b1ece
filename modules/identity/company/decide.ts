import type { Decider } from '@tawzeef/shared';
import { errors } from '../errors.ts';
import {
  evolveCompany,
  initialCompanyState,
  type CompanyEvent,
  type CompanyState,
  type RegisteredCompany,
} from './company.ts';
import { freePlan, type CompanyNotificationPreferences, type CompanyProfile } from './profile.ts';
import { validRetentionMonths } from './retention.ts';
import { canGrant, requireManager, type MemberRole } from './roles.ts';

export type CompanyCommand =
  | { type: 'RegisterCompany'; companyId: string; ownerId: string; profile: CompanyProfile; now: Date }
  | { type: 'AddMember'; userId: string; role: MemberRole; invitationId: string | null; now: Date }
  | { type: 'ChangeMemberRole'; actorId: string; userId: string; role: MemberRole; now: Date }
  | { type: 'UpdateCompanyProfile'; actorId: string; profile: CompanyProfile; now: Date }
  | { type: 'ChangeLogo'; actorId: string; logoUrl: string; now: Date }
  | {
      type: 'ChangeCompanyNotificationPreferences';
      actorId: string;
      preferences: CompanyNotificationPreferences;
      now: Date;
    }
  | { type: 'ChangeRetentionPeriod'; actorId: string; months: number; now: Date };

function registered(state: CompanyState): RegisteredCompany {
  if (state.status !== 'registered') throw errors.companyNotFound();
  return state;
}

function changedFields(before: CompanyProfile, after: CompanyProfile): string[] {
  return (Object.keys(after) as (keyof CompanyProfile)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export function decideCompany(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'RegisterCompany') {
    if (state.status === 'registered') return [];
    const { companyId, ownerId, profile } = command;
    return [
      { type: 'CompanyRegistered', data: { companyId, ownerId, profile, registeredAt: at } },
      { type: 'SubscriptionStarted', data: { companyId, ...freePlan, renewalAt: null, startedAt: at } },
      { type: 'MemberJoined', data: { companyId, userId: ownerId, role: 'OWNER', invitationId: null, joinedAt: at } },
    ];
  }
  const company = registered(state);
  const companyId = company.companyId;
  switch (command.type) {
    case 'AddMember':
      if (company.members[command.userId]) return [];
      return [
        {
          type: 'MemberJoined',
          data: {
            companyId,
            userId: command.userId,
            role: command.role,
            invitationId: command.invitationId,
            joinedAt: at,
          },
        },
      ];
    case 'ChangeMemberRole': {
      const actorRole = company.members[command.actorId];
      requireManager(actorRole);
      const previousRole = company.members[command.userId];
      if (!previousRole) throw errors.memberNotFound();
      if (previousRole === command.role) return [];
      // An ADMIN neither touches an OWNER nor makes one.
      if (!canGrant(actorRole, command.role) || !canGrant(actorRole, previousRole)) throw errors.companyForbidden();
      const owners = Object.values(company.members).filter((role) => role === 'OWNER').length;
      if (previousRole === 'OWNER' && owners <= 1) throw errors.lastOwner();
      return [
        {
          type: 'MemberRoleChanged',
          data: {
            companyId,
            userId: command.userId,
            previousRole,
            role: command.role,
            changedBy: command.actorId,
            changedAt: at,
          },
        },
      ];
    }
    case 'UpdateCompanyProfile': {
      requireManager(company.members[command.actorId]);
      const changed = changedFields(company.profile, command.profile);
      if (changed.length === 0) return [];
      return [{ type: 'CompanyProfileUpdated', data: { companyId, profile: command.profile, changed, updatedAt: at } }];
    }
    case 'ChangeLogo':
      requireManager(company.members[command.actorId]);
      return [{ type: 'LogoChanged', data: { companyId, logoUrl: command.logoUrl, changedAt: at } }];
    case 'ChangeCompanyNotificationPreferences':
      requireManager(company.members[command.actorId]);
      if (JSON.stringify(company.notificationPreferences) === JSON.stringify(command.preferences)) return [];
      return [
        {
          type: 'CompanyNotificationPreferencesChanged',
          data: { companyId, preferences: command.preferences, changedAt: at },
        },
      ];
    case 'ChangeRetentionPeriod':
      requireManager(company.members[command.actorId]);
      if (!validRetentionMonths(command.months)) throw errors.invalidRetentionPeriod();
      if (company.retentionMonths === command.months) return [];
      return [
        {
          type: 'CompanyRetentionPeriodChanged',
          data: {
            companyId,
            months: command.months,
            previousMonths: company.retentionMonths,
            changedBy: command.actorId,
            changedAt: at,
          },
        },
      ];
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: initialCompanyState,
  evolve: evolveCompany,
  decide: decideCompany,
};
