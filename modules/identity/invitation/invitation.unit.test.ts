import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../company/roles.ts';
import { invitationDecider, invitationIdFor, type InvitationEvent } from './invitation.ts';

const now = new Date('2025-06-01T10:00:00Z');
const expiresAt = new Date('2025-06-08T10:00:00Z');
const given = (...events: InvitationEvent[]) =>
  events.reduce(invitationDecider.evolve, invitationDecider.initialState());
const issue = (issuerRole: MemberRole | undefined, role: MemberRole = 'RECRUITER') =>
  invitationDecider.decide(
    { type: 'IssueInvitation', invitationId: 'inv', companyId: 'c1', role, issuedBy: 'u', issuerRole, expiresAt, now },
    given(),
  );
const issued: InvitationEvent = {
  type: 'InvitationIssued',
  data: {
    invitationId: 'inv',
    companyId: 'c1',
    role: 'RECRUITER',
    issuedBy: 'u',
    expiresAt: expiresAt.toISOString(),
    issuedAt: now.toISOString(),
  },
};
const accept = (userId: string, at = now) =>
  invitationDecider.decide({ type: 'AcceptInvitation', userId, now: at }, given(issued));

describe('invitation decider', () => {
  it('is issued by owners and admins only; only an owner invites owners', () => {
    expect(issue('OWNER')).toMatchObject({ type: 'InvitationIssued' });
    expect(issue('ADMIN', 'ADMIN')).toMatchObject({ type: 'InvitationIssued' });
    expect(() => issue('RECRUITER')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
    expect(() => issue(undefined)).toThrow(expect.objectContaining({ code: 'COMPANY.NOT_FOUND' }));
    expect(() => issue('ADMIN', 'OWNER')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
  });

  it('is accepted once, before it expires; the same user accepting again changes nothing', () => {
    const [accepted] = [accept('user-1')].flat();
    expect(accepted).toMatchObject({ type: 'InvitationAccepted', data: { userId: 'user-1', companyId: 'c1' } });
    const used = given(issued, accepted!);
    expect(invitationDecider.decide({ type: 'AcceptInvitation', userId: 'user-1', now }, used)).toEqual([]);
    expect(() => invitationDecider.decide({ type: 'AcceptInvitation', userId: 'user-2', now }, used)).toThrow(
      expect.objectContaining({ code: 'INVITATION.ALREADY_USED', status: 409 }),
    );
    expect(() => accept('user-3', expiresAt)).toThrow(expect.objectContaining({ code: 'INVITATION.EXPIRED' }));
    expect(() => invitationDecider.decide({ type: 'AcceptInvitation', userId: 'u', now }, given())).toThrow(
      expect.objectContaining({ code: 'INVITATION.NOT_FOUND', status: 404 }),
    );
  });

  it('identifies a code whatever its case, spaces and dashes, without storing it', () => {
    expect(invitationIdFor('abcd-efgh 2345')).toBe(invitationIdFor('ABCDEFGH2345'));
    expect(invitationIdFor('ABCDEFGH2345')).not.toContain('ABCD');
  });
});
