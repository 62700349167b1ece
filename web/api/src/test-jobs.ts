import { expect } from 'vitest';
import type { Client } from './test-client.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete wizard payload; tests override what they look at. */
export function jobForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Backend Developer',
    department: 'Engineering',
    location: 'Amman, Jordan',
    deadline: inDays(30),
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Amman.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work.',
    benefits: 'Medical insurance.',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    salary: 'JOD 1,000 - 1,500 per month',
    skills: ['Node.js', 'SQL'],
    interviewQuestions: 'Why us?\nA hard bug?',
    aiCvAnalysisPrompt: 'Check backend experience.',
    ...overrides,
  };
}

export async function createJob(client: Client, overrides: Record<string, unknown> = {}) {
  const reply = await client.post('/api/company/jobs', jobForm(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export { inDays };
