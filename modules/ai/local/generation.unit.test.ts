import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from './engine.ts';

const engine = createLocalAiEngine();

describe("job texts from the job's own fields", () => {
  const base = {
    jobTitle: 'Sr. Backend Dev',
    department: 'Payments',
    industry: 'Finance',
    employeeType: 'FULL_TIME',
    jobLevel: 'SENIOR',
    workType: 'HYBRID',
    location: 'Riyadh, Saudi Arabia',
    country: 'Saudi Arabia',
  };

  it('writes every field the wizard reads, within its length caps', async () => {
    const a = await engine.generateJobAnalysis(base);
    expect(a.description).toContain('Senior Backend Developer');
    expect(a.description).toContain('Payments');
    expect(a.description).toContain('Riyadh, Saudi Arabia');
    expect(a.description.length).toBeLessThanOrEqual(2000);
    expect(a.shortDescription.length).toBeLessThanOrEqual(200);
    expect(a.responsibilities.split('\n').every((l) => l.startsWith('- '))).toBe(true);
    expect(a.suggestedSalary).toMatch(/^SAR [\d,]+ - [\d,]+ per month$/u);
    expect(a.experienceLevel).toBe('5-7 years');
    expect(a.skills).toContain('Node.js');
    expect(a.benefits).toContain('Saudi Arabia labour law');
  });

  it('changes with the fields: another place, level and role give other texts and pay', async () => {
    const a = await engine.generateJobAnalysis(base);
    const b = await engine.generateJobAnalysis({
      ...base,
      jobTitle: 'Staff Nurse',
      department: 'ICU',
      jobLevel: 'ENTRY',
      location: 'Amman, Jordan',
      country: 'Jordan',
    });
    expect(b.description).not.toBe(a.description);
    expect(b.skills).toContain('Patient Care');
    expect(b.suggestedSalary).toMatch(/^JOD /u);
    expect(b.experienceLevel).toBe('0-1 years');
  });

  it("rewrites the recruiter's text without adding claims", async () => {
    const r = await engine.rewriteJobField({
      field: 'requirements',
      text: '5 yrs exp w/ node; 5 yrs exp w/ node\nsql',
    });
    expect(r.text).toBe('- 5 years experience with node\n- Sql');
    const t = await engine.rewriteJobField({ field: 'title', text: 'sr. accountant' });
    expect(t).toMatchObject({ text: 'Senior Accountant', department: 'Finance' });
    const d = await engine.rewriteJobField({
      field: 'description',
      text: 'we build payments. you will own the ledger',
    });
    expect(d.text).toBe('We build payments. You will own the ledger.');
    expect(d.shortDescription).toBe('We build payments.');
  });

  it('builds the three prompts from the job, each at most 1000 characters', async () => {
    const p = await engine.generateJobPrompts({
      jobTitle: 'Accountant',
      department: 'Finance',
      industry: 'Retail',
      jobLevel: 'MID',
      requirements: '3+ years in accounting\nIFRS reporting',
      responsibilities: 'Monthly close\nVAT filings',
      skills: ['Accounting', 'SAP'],
      interviewQuestions: 'Why retail?; What is your notice period?',
      interviewLanguage: 'arabic',
    });
    for (const text of [p.aiCvAnalysisPrompt, p.aiFirstInterviewPrompt, p.aiSecondInterviewPrompt])
      expect(text.length).toBeLessThanOrEqual(1000);
    expect(p.aiCvAnalysisPrompt).toContain('Required skills: Accounting, SAP.');
    expect(p.aiCvAnalysisPrompt).toContain('Minimum experience: 3 years');
    expect(p.aiFirstInterviewPrompt).toContain('Why retail?');
    expect(p.aiFirstInterviewPrompt).toContain('in Arabic');
    expect(p.aiSecondInterviewPrompt).toContain('Monthly close');
  });

  it('describes a company from its fields in at most 400 characters', async () => {
    const c = await engine.generateCompanyDescription({
      name: 'Nuqta',
      industry: 'Technology',
      location: 'Amman',
      country: 'Jordan',
      numberOfEmployees: 51,
      website: 'https://nuqta.example',
    });
    expect(c.generatedDescription).toMatch(/^Nuqta is a mid-sized technology company based in Amman, Jordan/u);
    expect(c.generatedDescription.length).toBeLessThanOrEqual(400);
    const kept = await engine.generateCompanyDescription({
      industry: 'Healthcare',
      currentDescription: 'We run three clinics',
    });
    expect(kept.generatedDescription).toContain('We run three clinics.');
  });
});

describe('interviews', () => {
  const job = {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'Docker'],
    responsibilities: 'Design APIs\nRun production services',
  };

  it("asks about the job's skills, the candidate's gaps and the employer's own questions", async () => {
    const q = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job,
      extraQuestions: 'Are you open to relocating?',
      candidate: { missingSkills: ['Docker'] },
    });
    const texts = q.questions.map((x) => x.text);
    expect(texts.some((t) => t.includes('Node.js'))).toBe(true);
    expect(q.questions.find((x) => x.skill === 'Docker')?.text).toContain('The role needs Docker');
    expect(texts).toContain('Are you open to relocating?');
    expect(q.questions.at(-1)?.kind).toBe('closing');
    const ar = await engine.generateInterviewQuestions({
      stage: 'SECOND',
      job: { ...job, interviewLanguage: 'arabic' },
    });
    expect(ar.questions[0]?.text).toMatch(/[\u0600-\u06FF]/u);
    expect(ar.questions.some((x) => x.kind === 'situational')).toBe(true);
  });

  it('scores a substantive transcript above an evasive one, with quotes from the candidate', async () => {
    const ask = (content: string) => ({ speaker: 'AI_ASSISTANT' as const, content });
    const say = (content: string) => ({ speaker: 'CANDIDATE' as const, content });
    const good = await engine.scoreInterview({
      stage: 'FIRST',
      job,
      transcript: [
        ask('Tell me about your Node.js work?'),
        say(
          'I built the payments API in Node.js serving 2 million requests a day, and I reduced p95 latency by 40% by moving hot queries to PostgreSQL indexes.',
        ),
        ask('How do you deploy?'),
        say(
          'We package every service with Docker and I designed the pipeline that ships to production ten times a day with automatic rollbacks.',
        ),
      ],
    });
    const bad = await engine.scoreInterview({
      stage: 'FIRST',
      job,
      transcript: [
        ask('Tell me about your Node.js work?'),
        say('um not sure'),
        ask('How do you deploy?'),
        say('I guess maybe'),
      ],
    });
    expect(good.aiScore).toBeGreaterThan(bad.aiScore);
    expect(good.aiRecommendation).toBe('SECOND_INTERVIEW');
    expect(bad.aiRecommendation).toBe('REJECT');
    expect(good.evidence.map((e) => e.about)).toEqual(['Node.js', 'PostgreSQL', 'Docker']);
    expect(bad.aiAnalysis).toContain('insufficient evidence');
    const empty = await engine.scoreInterview({ stage: 'SECOND', job, transcript: [] });
    expect(empty).toMatchObject({ aiScore: 0, aiRecommendation: 'REJECT' });
  });
});
