import { describe, expect, it } from 'vitest';
import type { CompanyEvent, CompanyState } from './company.ts';
import { companyDecider, decideCompany } from './decide.ts';
import type { CompanyProfile } from './profile.ts';

const now = new Date('2025-06-01T10:00:00Z');
const profile: CompanyProfile = {
  name: 'Acme',
  industry: 'Technology',
  size: '11-50',
  website: null,
  email: 'hr@acme.example',
  description: null,
  country: 'JO',
  city: 'Amman',
  street: 'Main',
  phone: '+962 7912',
  dialCode: '+962',
  founded: null,
  mission: null,
  values: [],
  benefits: [],
};
const given = (...events: CompanyEvent[]): CompanyState =>
  events.reduce(companyDecider.evolve, companyDecider.initialState());
const registeredEvents = decideCompany(
  { type: 'RegisterCompany', companyId: 'c1', ownerId: 'owner', profile, now },
  given(),
);
const member = (userId: string, role: 'ADMIN' | 'RECRUITER'): CompanyEvent => ({
  type: 'MemberJoined',
  data: { companyId: 'c1', userId, role, invitationId: 'i', joinedAt: now.toISOString() },
});
const team = given(...registeredEvents, member('admin', 'ADMIN'), member('rec', 'RECRUITER'));

describe('company decider', () => {
  it('registers a company on the Free plan with its creator as OWNER', () => {
    expect(registeredEvents.map((e) => e.type)).toEqual(['CompanyRegistered', 'SubscriptionStarted', 'MemberJoined']);
    expect(registeredEvents[1]).toMatchObject({ data: { plan: 'Free', status: 'ACTIVE', renewalAt: null } });
    expect(registeredEvents[2]).toMatchObject({ data: { userId: 'owner', role: 'OWNER' } });
  });

  it('lets OWNER and ADMIN edit the profile, not a RECRUITER, and hides the company from outsiders', () => {
    const update = (actorId: string) =>
      decideCompany({ type: 'UpdateCompanyProfile', actorId, profile: { ...profile, name: 'Acme 2' }, now }, team);
    expect(update('owner')).toEqual([
      expect.objectContaining({ type: 'CompanyProfileUpdated', data: expect.objectContaining({ changed: ['name'] }) }),
    ]);
    expect(update('admin')).toHaveLength(1);
    expect(() => update('rec')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN', status: 403 }));
    expect(() => update('stranger')).toThrow(expect.objectContaining({ code: 'COMPANY.NOT_FOUND', status: 404 }));
    expect(decideCompany({ type: 'UpdateCompanyProfile', actorId: 'owner', profile, now }, team)).toEqual([]);
  });

  it('enforces the role rules: admins never touch owners, the last owner stays', () => {
    const change = (actorId: string, userId: string, role: 'OWNER' | 'ADMIN' | 'RECRUITER') =>
      decideCompany({ type: 'ChangeMemberRole', actorId, userId, role, now }, team);
    expect(change('admin', 'rec', 'ADMIN')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ previousRole: 'RECRUITER', role: 'ADMIN' }) }),
    ]);
    expect(() => change('admin', 'rec', 'OWNER')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
    expect(() => change('admin', 'owner', 'RECRUITER')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
    expect(() => change('rec', 'admin', 'RECRUITER')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
    expect(() => change('owner', 'owner', 'ADMIN')).toThrow(expect.objectContaining({ code: 'COMPANY.LAST_OWNER' }));
    expect(() => change('owner', 'ghost', 'ADMIN')).toThrow(
      expect.objectContaining({ code: 'COMPANY.MEMBER_NOT_FOUND' }),
    );
    expect(change('owner', 'admin', 'OWNER')).toHaveLength(1);
    expect(change('owner', 'rec', 'RECRUITER')).toEqual([]);
  });

  it('adds a member once', () => {
    expect(
      decideCompany({ type: 'AddMember', userId: 'rec', role: 'RECRUITER', invitationId: 'i', now }, team),
    ).toEqual([]);
    expect(
      decideCompany({ type: 'AddMember', userId: 'new', role: 'RECRUITER', invitationId: 'i', now }, team),
    ).toHaveLength(1);
  });
});
