import type { Decider } from '@tawzeef/shared';
import { errors } from '../errors.ts';
import { sha256Hex } from '../email/normalize.ts';
import { canGrant, requireManager, type MemberRole } from '../company/roles.ts';

/** The code is a secret: streams and events carry only its hash. */
export const invitationIdFor = (code: string) => sha256Hex(`invitation:${normalizeInvitationCode(code)}`).slice(0, 32);
export const invitationStreamName = (invitationId: string) => `invitation-${invitationId}`;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export function normalizeInvitationCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export type InvitationIssued = {
  type: 'InvitationIssued';
  data: {
    invitationId: string;
    companyId: string;
    role: MemberRole;
    issuedBy: string;
    expiresAt: string;
    issuedAt: string;
  };
};
export type InvitationAccepted = {
  type: 'InvitationAccepted';
  data: { invitationId: string; companyId: string; userId: string; acceptedAt: string };
};
export type InvitationEvent = InvitationIssued | InvitationAccepted;

export type InvitationState =
  | { status: 'none' }
  | {
      status: 'issued' | 'accepted';
      invitationId: string;
      companyId: string;
      role: MemberRole;
      expiresAt: string;
      acceptedBy: string | null;
    };

export type InvitationCommand =
  | {
      type: 'IssueInvitation';
      invitationId: string;
      companyId: string;
      role: MemberRole;
      issuedBy: string;
      /** The issuer's role in the company, looked up by the caller; undefined when not a member. */
      issuerRole: MemberRole | undefined;
      expiresAt: Date;
      now: Date;
    }
  | { type: 'AcceptInvitation'; userId: string; now: Date };

/** Throws the error a person holding this code should see, or returns the usable invitation. */
export function usableInvitation(state: InvitationState, now: Date, userId?: string) {
  if (state.status === 'none') throw errors.invitationNotFound();
  if (state.status === 'accepted' && state.acceptedBy !== userId) throw errors.invitationUsed();
  if (state.status === 'issued' && new Date(state.expiresAt).getTime() <= now.getTime()) {
    throw errors.invitationExpired();
  }
  return state;
}

export const invitationDecider: Decider<InvitationState, InvitationCommand, InvitationEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'InvitationIssued') {
      const { invitationId, companyId, role, expiresAt } = event.data;
      return { status: 'issued', invitationId, companyId, role, expiresAt, acceptedBy: null };
    }
    if (event.type === 'InvitationAccepted' && state.status !== 'none') {
      return { ...state, status: 'accepted', acceptedBy: event.data.userId };
    }
    return state;
  },
  decide: (command, state) => {
    const at = command.now.toISOString();
    if (command.type === 'IssueInvitation') {
      requireManager(command.issuerRole);
      if (!canGrant(command.issuerRole, command.role))
        throw errors.companyForbidden('Only an owner can invite owners.');
      if (state.status !== 'none') return [];
      const { invitationId, companyId, role, issuedBy } = command;
      const expiresAt = command.expiresAt.toISOString();
      return { type: 'InvitationIssued', data: { invitationId, companyId, role, issuedBy, expiresAt, issuedAt: at } };
    }
    const invitation = usableInvitation(state, command.now, command.userId);
    if (invitation.status === 'accepted') return [];
    return {
      type: 'InvitationAccepted',
      data: {
        invitationId: invitation.invitationId,
        companyId: invitation.companyId,
        userId: command.userId,
        acceptedAt: at,
      },
    };
  },
};
