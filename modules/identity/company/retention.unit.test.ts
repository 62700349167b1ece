import { describe, expect, it } from 'vitest';
import type { CompanyEvent, CompanyState } from './company.ts';
import { companyDecider, decideCompany } from './decide.ts';
import type { CompanyProfile } from './profile.ts';

const now = new Date('2026-11-28T10:00:00Z');
const profile = { name: 'Acme', email: 'hr@acme.example', country: 'JO' } as CompanyProfile;
const given = (...events: CompanyEvent[]): CompanyState =>
  events.reduce(companyDecider.evolve, companyDecider.initialState());
const registered = decideCompany({ type: 'RegisterCompany', companyId: 'c1', ownerId: 'owner', profile, now }, given());
const recruiter: CompanyEvent = {
  type: 'MemberJoined',
  data: { companyId: 'c1', userId: 'rec', role: 'RECRUITER', invitationId: 'i', joinedAt: now.toISOString() },
};
const company = given(...registered, recruiter);
const change = (months: number, actorId = 'owner') =>
  decideCompany({ type: 'ChangeRetentionPeriod', actorId, months, now }, company);

describe('the company retention period', () => {
  it('is 24 months until the company sets its own', () => {
    expect(company).toMatchObject({ retentionMonths: 24 });
  });

  it('records a new period with the previous one and who changed it', () => {
    const events = change(12);
    expect(events).toEqual([
      {
        type: 'CompanyRetentionPeriodChanged',
        data: { companyId: 'c1', months: 12, previousMonths: 24, changedBy: 'owner', changedAt: now.toISOString() },
      },
    ]);
    expect(given(...registered, ...events)).toMatchObject({ retentionMonths: 12 });
  });

  it('records nothing when the period is the same', () => {
    expect(change(24)).toEqual([]);
  });

  it('accepts whole months from 6 to 60 only', () => {
    expect(change(6)).toHaveLength(1);
    expect(change(60)).toHaveLength(1);
    for (const months of [5, 61, 0, -3, 12.5]) {
      expect(() => change(months)).toThrow(expect.objectContaining({ code: 'COMPANY.INVALID_RETENTION' }));
    }
  });

  it('is for owners and admins only', () => {
    expect(() => change(12, 'rec')).toThrow(expect.objectContaining({ code: 'COMPANY.FORBIDDEN' }));
  });
});
