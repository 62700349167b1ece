import { handleCommand } from '@tawzeef/shared';
import { companyStreamName, type RegisteredCompany } from '../company/company.ts';
import { companyDecider } from '../company/decide.ts';
import type { CompanyNotificationPreferences } from '../company/profile.ts';
import { requireManager, type MemberRole } from '../company/roles.ts';
import { errors } from '../errors.ts';
import { toProfile, type CompanyInput } from './company-input.ts';
import {
  invitationDecider,
  invitationIdFor,
  invitationStreamName,
  usableInvitation,
} from '../invitation/invitation.ts';
import { invitationCode } from '../secrets.ts';
import { storeImage } from '../storage/images.ts';
import { userDecider } from '../user/decide.ts';
import { userStreamName } from '../user/user.ts';
import {
  maxPosition,
  readState,
  stepContext,
  type CompanyDescriptionRequest,
  type IdentityDeps,
  type RequestContext,
} from './deps.ts';

export type { CompanyInput } from './company-input.ts';

const DEFAULT_INVITATION_DAYS = 7;

export function createCompanies(deps: IdentityDeps) {
  const { store } = deps;
  const run = handleCommand;

  async function companyUser(userId: string) {
    const user = await readState(store, userStreamName(userId), userDecider);
    if (user.status !== 'registered') throw errors.unauthenticated();
    if (user.userType !== 'COMPANY') throw errors.forbidden('This is for company accounts.');
    return user;
  }

  /** The caller's company; a company user without one gets "No company profile found". */
  async function companyOf(userId: string): Promise<RegisteredCompany> {
    const user = await companyUser(userId);
    if (!user.companyId) throw errors.companyNotFound();
    const company = await readState(store, companyStreamName(user.companyId), companyDecider);
    if (company.status !== 'registered') throw errors.companyNotFound();
    return company;
  }

  async function invitationCard(code: string) {
    const state = await readState(store, invitationStreamName(invitationIdFor(code)), invitationDecider);
    return usableInvitation(state, deps.clock());
  }

  async function changeCompany(
    actorId: string,
    step: string,
    ctx: RequestContext,
    command: (company: RegisteredCompany, now: Date) => Parameters<typeof companyDecider.decide>[0],
  ) {
    const now = deps.clock();
    const company = await companyOf(actorId);
    const result = await run(
      store,
      companyStreamName(company.companyId),
      companyDecider,
      command(company, now),
      stepContext(ctx, step, now),
    );
    return { companyId: company.companyId, position: result.globalPosition, state: result.state };
  }

  return {
    companyOf,
    invitationCard,

    async register(userId: string, input: CompanyInput, ctx: RequestContext, companyId = deps.newId()) {
      const now = deps.clock();
      const user = await companyUser(userId);
      if (user.companyId) throw errors.alreadyMember();
      const profile = toProfile(input);
      const registered = await run(
        store,
        companyStreamName(companyId),
        companyDecider,
        { type: 'RegisterCompany', companyId, ownerId: userId, profile, now },
        stepContext(ctx, 'register-company', now),
      );
      const joined = await run(
        store,
        userStreamName(userId),
        userDecider,
        { type: 'JoinCompany', companyId, role: 'OWNER', now },
        stepContext(ctx, 'owner-joins', now),
      );
      return { companyId, position: maxPosition(registered.globalPosition, joined.globalPosition) };
    },

    /** Accept the code, add the member, then point the user at the company; each step is idempotent. */
    async join(userId: string, code: string, ctx: RequestContext) {
      const now = deps.clock();
      const user = await companyUser(userId);
      const invitationId = invitationIdFor(code);
      const current = await readState(store, invitationStreamName(invitationId), invitationDecider);
      const usable = usableInvitation(current, now, userId);
      if (user.companyId && user.companyId !== usable.companyId) throw errors.alreadyMember();
      const accepted = await run(
        store,
        invitationStreamName(invitationId),
        invitationDecider,
        { type: 'AcceptInvitation', userId, now },
        stepContext(ctx, 'accept-invitation', now, userId),
      );
      const { companyId, role } = usable;
      const added = await run(
        store,
        companyStreamName(companyId),
        companyDecider,
        { type: 'AddMember', userId, role, invitationId, now },
        stepContext(ctx, 'add-member', now, userId),
      );
      const joined = await run(
        store,
        userStreamName(userId),
        userDecider,
        { type: 'JoinCompany', companyId, role, now },
        stepContext(ctx, 'member-joins', now, userId),
      );
      return {
        companyId,
        position: maxPosition(accepted.globalPosition, added.globalPosition, joined.globalPosition),
      };
    },

    async issueInvitation(
      actorId: string,
      companyId: string,
      options: { role?: MemberRole; expiresInDays?: number },
      ctx: RequestContext,
    ) {
      const now = deps.clock();
      const company = await readState(store, companyStreamName(companyId), companyDecider);
      const issuerRole = company.status === 'registered' ? company.members[actorId] : undefined;
      if (!issuerRole) throw errors.companyNotFound();
      const code = invitationCode();
      const invitationId = invitationIdFor(code);
      const role = options.role ?? 'RECRUITER';
      const expiresAt = new Date(now.getTime() + (options.expiresInDays ?? DEFAULT_INVITATION_DAYS) * 86_400_000);
      const result = await run(
        store,
        invitationStreamName(invitationId),
        invitationDecider,
        { type: 'IssueInvitation', invitationId, companyId, role, issuedBy: actorId, issuerRole, expiresAt, now },
        stepContext(ctx, 'issue-invitation', now),
      );
      return { code, role, expiresAt, position: result.globalPosition };
    },

    updateProfile: (actorId: string, patch: Partial<CompanyInput>, ctx: RequestContext) =>
      changeCompany(actorId, 'update-company', ctx, (company, now) => ({
        type: 'UpdateCompanyProfile',
        actorId,
        profile: toProfile({ ...company.profile, ...patch } as CompanyInput, company.profile),
        now,
      })),

    async changeLogo(actorId: string, bytes: Uint8Array, ctx: RequestContext) {
      // Check the role before storing anything a recruiter sends.
      const company = await companyOf(actorId);
      requireManager(company.members[actorId]);
      const logoUrl = await storeImage(deps.files, bytes);
      const result = await changeCompany(actorId, 'change-logo', ctx, (_company, now) => ({
        type: 'ChangeLogo',
        actorId,
        logoUrl,
        now,
      }));
      return { ...result, logoUrl };
    },

    changeMemberRole: (actorId: string, userId: string, role: MemberRole, ctx: RequestContext) =>
      changeCompany(actorId, `member-role-${userId}`, ctx, (_company, now) => ({
        type: 'ChangeMemberRole',
        actorId,
        userId,
        role,
        now,
      })),

    changeNotificationPreferences: (
      actorId: string,
      preferences: CompanyNotificationPreferences,
      ctx: RequestContext,
    ) =>
      changeCompany(actorId, 'notification-preferences', ctx, (_company, now) => ({
        type: 'ChangeCompanyNotificationPreferences',
        actorId,
        preferences,
        now,
      })),

    changeRetentionPeriod: (actorId: string, months: number, ctx: RequestContext) =>
      changeCompany(actorId, 'retention-period', ctx, (_company, now) => ({
        type: 'ChangeRetentionPeriod',
        actorId,
        months,
        now,
      })),

    describe: (input: CompanyDescriptionRequest) => deps.describeCompany(input),
  };
}

export type Companies = ReturnType<typeof createCompanies>;
