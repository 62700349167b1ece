import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDataExport, type DataExportDeps, type ExportQueries } from './gather.ts';
import { hasArabicLabel } from './labels.ts';
import { printedKeys } from './pdf.ts';

const at = new Date('2026-11-01T10:00:00Z');
const me = 'cand-1';
const app = (id: string, candidateId: string) => ({
  applicationId: id,
  candidateId,
  companyId: 'co-1',
  jobId: `job-${id}`,
  cvId: 'cv-1',
  cvStorageKey: 'key-1.pdf',
  cvFileName: 'My CV.pdf',
  firstName: 'Omar',
  lastName: 'Khalil',
  email: 'omar@example.com',
  phone: null,
  analysisProvenance: { engine: 'local' },
});
const interview = {
  interviewId: 'iv-1',
  applicationId: 'app-1',
  candidateId: me,
  stage: 'FIRST',
  round: 1,
  status: 'COMPLETED',
  scheduledAt: at,
  startedAt: at,
  endedAt: at,
  endReason: 'COMPLETED',
  aiScore: 84,
  aiRecommendation: 'OFFER',
  aiAnalysis: 'Strong hire',
  evidence: [{ about: 'Node.js', quote: 'I built it' }],
  breakdown: [],
  provenance: { engine: 'local' },
  scoredAt: at,
  recordingKey: 'rec-1.ogg',
  jobTitle: 'Backend Developer',
  companyName: 'Acme',
};
const message = {
  communicationId: 'm-1',
  applicationId: 'app-1',
  jobTitle: 'Backend Developer',
  type: 'EMAIL',
  direction: 'OUTBOUND',
  status: 'SENT',
  subject: 'Hello',
  content: 'Your interview',
  email: 'omar@example.com',
  phone: null,
  callNotes: 'internal: sounded nervous',
  authorId: 'recruiter-1',
  createdAt: at,
  sentAt: at,
  deliveredAt: null,
  readAt: null,
};

function deps(): DataExportDeps {
  const queries = {
    users: { one: async () => ({ userId: me, email: 'omar@example.com', name: 'Omar Khalil', createdAt: at }) },
    candidateProfiles: { one: async () => null },
    cvs: {
      list: async () => [
        { cvId: 'cv-1', candidateId: me, storageKey: 'key-1.pdf', fileName: 'My CV.pdf', uploadedAt: at },
      ],
    },
    // A query that returned someone else's row by mistake must not leak it.
    applications: { ofCandidate: async () => ({ rows: [app('app-1', me), app('app-2', 'cand-2')], total: 2 }) },
    interviews: {
      ofCandidate: async () => [interview, { ...interview, interviewId: 'iv-2', candidateId: 'cand-2' }],
      transcript: async () => [{ speakerType: 'CANDIDATE', text: 'I built it', at }],
    },
    humanInterviews: { ofCandidate: async () => [] },
    reviewRequests: { ofCandidateApplication: async () => [] },
    communications: {
      // The same message is found by the candidate filter and by the application filter.
      each: async function* () {
        yield [message];
      },
    },
    savedJobs: { list: async () => [] },
  } as unknown as ExportQueries;
  const file = async () => ({ stream: Readable.from([Buffer.from('x')]), size: 1 });
  return {
    queries,
    consents: { acceptances: async () => [] },
    history: async () => [
      { type: 'ApplicationSubmitted' },
      { type: 'ApplicationNoteAdded', data: { text: 'Interview Assessment: Score 84/100, recommendation OFFER' } },
    ],
    candidateView: (row) => ({ id: row.applicationId, status: 'SUBMITTED' }),
    cvFiles: { open: file },
    recordings: { open: file },
    clock: () => at,
  };
}

describe('the data export gathers', () => {
  it("the candidate's own rows only, each file once, and nothing the company keeps for itself", async () => {
    const { data, files } = await createDataExport(deps()).gather(me, 'en');
    const json = JSON.stringify(data);
    expect(data.applications.map((a) => (a as { id?: string }).id)).toEqual(['app-1']);
    expect(data.interviews.ai.map((i) => i.id)).toEqual(['iv-1']);
    expect(json).not.toContain('cand-2');
    expect(files.map((f) => f.path)).toEqual(['files/cvs/cv-1-My_CV.pdf', 'files/recordings/iv-1.ogg']);
    expect(data.applications[0]!.cvFile).toBe('files/cvs/cv-1-My_CV.pdf');
    expect(data.applications[0]!.history).toEqual([{ type: 'ApplicationSubmitted' }]);
    expect(data.interviews.ai[0]).toMatchObject({
      evidence: [{ about: 'Node.js', quote: 'I built it' }],
      transcript: [{ speaker: 'CANDIDATE', text: 'I built it' }],
      recording: 'files/recordings/iv-1.ogg',
    });
    expect(data.messages).toHaveLength(1);
    for (const companySide of ['84', 'OFFER', 'Strong hire', 'sounded nervous', 'recruiter-1']) {
      expect(json).not.toContain(companySide);
    }
  });

  it('with an Arabic label for every field the Arabic PDF prints', async () => {
    const { data } = await createDataExport(deps()).gather(me, 'ar');
    // A CV analysis as the AI engine writes it, and the consents, as in a real export.
    const analysed = {
      ...data,
      consents: [{ notice: 'ai-use', version: '2026-11-01', context: 'sign-up', acceptedAt: at }],
      cvAnalysisResults: {
        applicant: { fullName: 'Omar', emails: ['a@b.c'], phones: ['1'] },
        scoreBreakdown: [{ part: 'skills', weight: 40, score: 30, explanation: 'x' }],
        experienceMatch: { years: 3, requiredYears: 2, level: 'mid', requiredLevel: 'mid', details: 'x' },
        educationMatch: { matches: true, details: 'x', educationDetails: [{ degree: 'BSc', graduationYear: 2020 }] },
        experienceDetails: [{ title: 'Dev', start: '2020', end: '2023', endYear: 2023 }],
        matchedSkills: ['Node.js'],
        nameCheck: { cvName: 'Omar', matches: true },
        sections: [{ heading: 'x', kind: 'y' }],
        translations: { en: 'x', ar: 'y' },
        cv: 'x',
      },
    };
    expect([...printedKeys(analysed)].filter((key) => !hasArabicLabel(key))).toEqual([]);
  });
});
