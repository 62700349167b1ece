import { describe, expect, it } from 'vitest';
import type { CandidateProfileEvent, CandidateProfileState } from './candidate-profile.ts';
import { candidateProfileDecider, decideCandidateProfile, type CandidateProfileCommand } from './decide.ts';
import { profileFieldsFromCv } from './from-cv.ts';

const now = new Date('2026-03-01T10:00:00Z');
const candidateId = '11111111-1111-4111-8111-111111111111';
const cvId = '22222222-2222-4222-8222-222222222222';
const given = (...events: CandidateProfileEvent[]): CandidateProfileState =>
  events.reduce(candidateProfileDecider.evolve, candidateProfileDecider.initialState());
const when = (state: CandidateProfileState, command: CandidateProfileCommand) => decideCandidateProfile(command, state);

const created: CandidateProfileEvent = {
  type: 'CandidateProfileCreated',
  data: {
    candidateId,
    userId: candidateId,
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'sara@example.com',
    phone: '+962791234567',
    createdAt: now.toISOString(),
  },
};
const update = (changes: object): CandidateProfileCommand => ({
  type: 'UpdateCandidateProfile',
  candidateId,
  changes,
  now,
});
const fill = (extracted: object, id = cvId): CandidateProfileCommand => ({
  type: 'FillCandidateProfileFromCv',
  candidateId,
  cvId: id,
  extracted,
  now,
});

describe('candidate profile decider', () => {
  it('creates the profile once', () => {
    const create = {
      type: 'CreateCandidateProfile',
      userId: candidateId,
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara@example.com',
      phone: null,
      now,
    } as const;
    expect(when(given(), create)).toEqual([expect.objectContaining({ type: 'CandidateProfileCreated' })]);
    expect(when(given(created), create)).toEqual([]);
  });

  it('records only the fields whose value changes', () => {
    const events = when(
      given(created),
      update({ firstName: 'Sara', profileSummary: 'Backend developer', skills: ['SQL'] }),
    );
    expect(events).toEqual([
      {
        type: 'CandidateProfileUpdated',
        data: {
          candidateId,
          changes: { profileSummary: 'Backend developer', skills: ['SQL'] },
          updatedAt: now.toISOString(),
        },
      },
    ]);
    const edited = given(created, ...events);
    expect(when(edited, update({ profileSummary: 'Backend developer', skills: ['SQL'] }))).toEqual([]);
    expect(when(edited, update({ unknownField: 'x' }))).toEqual([]);
  });

  it('refuses to edit a profile that does not exist', () => {
    expect(() => when(given(), update({ profileSummary: 'x' }))).toThrow(
      expect.objectContaining({ code: 'CANDIDATE.NOT_FOUND', status: 404 }),
    );
  });

  it('fills only empty fields the candidate never set, once per CV', () => {
    const edited = given(created, {
      type: 'CandidateProfileUpdated',
      data: {
        candidateId,
        changes: { currentJobTitle: 'Team Lead', currentLocation: null },
        updatedAt: now.toISOString(),
      },
    });
    const extracted = {
      profileSummary: 'From the CV',
      currentJobTitle: 'Backend Engineer',
      currentLocation: 'Amman, Jordan',
      skills: ['Node.js'],
      firstName: 'Ahmad',
      phone: '+962700000000',
      workExperiences: [],
    };
    const events = when(edited, fill(extracted));
    expect(events).toEqual([
      {
        type: 'CandidateProfileFilledFromCv',
        data: {
          candidateId,
          cvId,
          fields: { profileSummary: 'From the CV', skills: ['Node.js'] },
          filledAt: now.toISOString(),
        },
      },
    ]);
    const filled = given(created, ...events);
    expect(when(filled, fill(extracted))).toEqual([]);
    // A second CV fills nothing the first one filled, and still only empty fields.
    expect(when(filled, fill({ ...extracted, currentCompany: 'Zain' }, 'other-cv'))).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          fields: { currentJobTitle: 'Backend Engineer', currentLocation: 'Amman, Jordan', currentCompany: 'Zain' },
        }),
      }),
    ]);
  });

  it('fills nothing for a missing profile or when every field is taken', () => {
    expect(when(given(), fill({ profileSummary: 'x' }))).toEqual([]);
    const full = given(created, {
      type: 'CandidateProfileUpdated',
      data: { candidateId, changes: { profileSummary: 'Mine' }, updatedAt: now.toISOString() },
    });
    expect(when(full, fill({ profileSummary: 'From the CV' }))).toEqual([]);
  });
});

describe('profileFieldsFromCv', () => {
  it("maps the AI engine's extracted profile to the profile's fields", () => {
    const fields = profileFieldsFromCv({
      firstName: 'Ahmad',
      currentJobTitle: 'Senior Backend Engineer',
      currentCompany: 'Zain',
      totalExperienceYears: 6.3,
      summary: 'Backend engineer.',
      location: 'Amman, Jordan',
      educationLevel: 'BACHELOR',
      skills: [
        { name: 'Node.js', quote: 'Node.js' },
        { name: 'node.js', quote: 'x' },
        { name: 'SQL', quote: 'SQL' },
      ],
      experiences: [{ title: 'Senior Backend Engineer', company: 'Zain', start: '2023-05', end: null, quote: 'x' }],
      education: [
        {
          level: 'BACHELOR',
          degree: 'B.Sc. Computer Science',
          institution: 'University of Jordan',
          endYear: 2019,
          quote: 'x',
        },
      ],
    });
    expect(fields).toEqual({
      profileSummary: 'Backend engineer.',
      skills: ['Node.js', 'SQL'],
      currentJobTitle: 'Senior Backend Engineer',
      currentCompany: 'Zain',
      currentLocation: 'Amman, Jordan',
      totalExperience: '6 years',
      workExperiences: [
        { title: 'Senior Backend Engineer', company: 'Zain', startDate: '2023-05', endDate: null, description: null },
      ],
      educationHistory: [
        {
          degree: 'B.Sc. Computer Science',
          fieldOfStudy: null,
          institution: 'University of Jordan',
          startYear: null,
          endYear: 2019,
          description: null,
        },
      ],
      highestEducation: "Bachelor's degree",
      university: 'University of Jordan',
      graduationYear: 2019,
    });
  });

  it('skips malformed parts', () => {
    expect(profileFieldsFromCv({ skills: 'x', experiences: [null, 3], totalExperienceYears: 'many' })).toMatchObject({
      skills: [],
      workExperiences: [],
      totalExperience: null,
      profileSummary: null,
    });
  });
});
