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
});
