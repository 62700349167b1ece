import { describe, expect, it } from 'vitest';
import { newPersonKey, seal } from './cipher.ts';
import { ERASED, openEvent, sealedPeople, sealEvent, type PersonalDataPolicy } from './personal-data.ts';

const policy: PersonalDataPolicy = {
  ApplicantApplied: {
    subject: (d) => (typeof d.personId === 'string' ? d.personId : null),
    fields: ['email', 'name', 'skills', 'cv'],
  },
};
const applied = (data: Record<string, unknown>) => ({ type: 'ApplicantApplied', data });
const data = {
  personId: 'p-1',
  jobId: 'j-9',
  email: 'layla.haddad@example.com',
  name: 'ليلى حداد',
  skills: ['SQL', 'Go'],
  cv: { pages: 2 },
  phone: null,
};

describe('sealing personal data in events', () => {
  const keys = new Map([['p-1', newPersonKey()]]);

  it('seals only the personal fields: ids, null and unlisted fields stay readable', () => {
    const sealed = sealEvent(policy, applied(data), keys);
    const text = JSON.stringify(sealed);
    expect(text).not.toContain('layla');
    expect(text).not.toContain('ليلى');
    expect(text).not.toContain('SQL');
    expect(sealed.data.jobId).toBe('j-9');
    expect(sealed.data.personId).toBe('p-1');
    expect(sealed.data.phone).toBeNull();
    expect(sealedPeople([sealed])).toEqual(new Set(['p-1']));
  });

  it('opens to exactly what was sealed, in any language and shape', () => {
    expect(openEvent(sealEvent(policy, applied(data), keys), keys)).toEqual(applied(data));
  });

  it('leaves events the policy does not name, or without a subject, as they are', () => {
    const other = { type: 'JobPublished', data: { title: 'Engineer' } };
    expect(sealEvent(policy, other, keys)).toBe(other);
    expect(sealEvent(policy, applied({ email: 'a@b.c' }), keys).data.email).toBe('a@b.c');
  });

  it("reads an erased person as erased, keeping each value's shape", () => {
    const sealed = sealEvent(policy, applied(data), keys);
    expect(openEvent(sealed, new Map()).data).toEqual({
      ...data,
      email: ERASED,
      name: ERASED,
      skills: [],
      cv: {},
    });
  });

  it("never stores an erased person's new data: without a key the fields are written erased", () => {
    const written = sealEvent(policy, applied(data), new Map());
    expect(JSON.stringify(written)).not.toContain('layla');
    expect(written.data.email).toBe(ERASED);
  });

  it('refuses a box opened with another key, or moved to another person', () => {
    const box = seal('p-1', keys.get('p-1')!, 'secret');
    const other = newPersonKey();
    expect(() => openEvent(applied({ email: box }), new Map([['p-1', other]]))).toThrow();
    expect(() =>
      openEvent(applied({ email: { ...box, person: 'p-2' } }), new Map([['p-2', keys.get('p-1')!]])),
    ).toThrow();
  });

  it('does not seal twice', () => {
    const once = sealEvent(policy, applied(data), keys);
    expect(sealEvent(policy, once, keys)).toEqual(once);
  });

  describe('paths into nested data', () => {
    const nested: PersonalDataPolicy = {
      ApplicationSubmitted: {
        subject: (d) => d.applicationId as string,
        fields: ['applicant.email', 'applicant.firstName', 'interviewers.*.name', 'results.**', 'missing.deep'],
      },
    };
    const submitted = {
      type: 'ApplicationSubmitted',
      data: {
        applicationId: 'a-1',
        applicant: { email: 'omar@example.com', firstName: 'عمر', phone: null, countryCode: 'SA' },
        interviewers: [
          { userId: 'u-1', name: 'Sara Ali' },
          { userId: 'u-2', name: 'Hadi Noor' },
        ],
        results: { overallFit: 'strong', score: 82, strengths: ['SQL'], skillsMatch: { matched: 3, notes: 'ok' } },
      },
    };
    const keys = new Map([['a-1', newPersonKey()]]);

    it('seals the named nested values only, leaving their siblings and ids readable', () => {
      const sealed = sealEvent(nested, submitted, keys);
      const text = JSON.stringify(sealed);
      for (const secret of ['omar@', 'عمر', 'Sara Ali', 'Hadi', 'strong', 'SQL']) expect(text).not.toContain(secret);
      expect(sealed.data.applicant.countryCode).toBe('SA');
      expect(sealed.data.interviewers.map((i) => i.userId)).toEqual(['u-1', 'u-2']);
      expect(sealed.data.results.score).toBe(82);
      expect(sealed.data.results.skillsMatch.matched).toBe(3);
      expect(sealedPeople([sealed])).toEqual(new Set(['a-1']));
      expect(submitted.data.applicant.email).toBe('omar@example.com');
    });

    it('opens nested values to exactly what was sealed', () => {
      expect(openEvent(sealEvent(nested, submitted, keys), keys)).toEqual(submitted);
    });

    it('keeps the shape of nested objects once erased: strings read [erased], arrays [], numbers stay', () => {
      expect(openEvent(sealEvent(nested, submitted, keys), new Map()).data).toEqual({
        applicationId: 'a-1',
        applicant: { email: ERASED, firstName: ERASED, phone: null, countryCode: 'SA' },
        interviewers: [
          { userId: 'u-1', name: ERASED },
          { userId: 'u-2', name: ERASED },
        ],
        results: { overallFit: ERASED, score: 82, strengths: [], skillsMatch: { matched: 3, notes: ERASED } },
      });
    });

    it('is idempotent on nested values and leaves events without sealed values as the same object', () => {
      const once = sealEvent(nested, submitted, keys);
      expect(sealEvent(nested, once, keys)).toEqual(once);
      const plain = { type: 'JobPublished', data: { jobId: 'j', nested: { a: ['x'] } } };
      expect(openEvent(plain, keys)).toBe(plain);
    });
  });
});
