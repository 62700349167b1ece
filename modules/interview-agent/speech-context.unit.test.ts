import { describe, expect, it } from 'vitest';
import type { InterviewBrief } from './port.ts';
import { speechContextOf } from './speech-context.ts';

describe('speechContextOf', () => {
  it('gives the recogniser the job, the CV terms and the questions, once each', () => {
    const brief: InterviewBrief = {
      interviewId: 'i1',
      roomName: 'r1',
      language: 'en',
      candidateName: 'Lina',
      jobTitle: 'Backend Engineer',
      companyName: 'Acme',
      cvTerms: ['Kubernetes', 'Senior Developer', 'Globex'],
      questions: {
        stage: 'FIRST',
        job: { title: 'Backend Engineer', skills: ['Node.js', 'AWS'], description: 'Build payment APIs.' },
        candidate: { skills: ['Kubernetes', 'AWS'], missingSkills: ['Terraform'] },
      },
    };
    expect(speechContextOf(brief, ['Why this job?'])).toEqual({
      texts: ['Backend Engineer', 'Build payment APIs.', 'Why this job?'],
      terms: ['Node.js', 'AWS', 'Kubernetes', 'Terraform', 'Senior Developer', 'Globex', 'Backend Engineer', 'Acme'],
    });
  });
});
