import { describe, expect, it } from 'vitest';
import type { CvDocument } from '../schemas/cv.ts';
import { createLocalAiEngine } from './engine.ts';
import { buildProfile } from './profile.ts';

const engine = createLocalAiEngine();
const asOf = { year: 2025, month: 6 };
const doc = (text: string): CvDocument => ({ text, pages: 1, method: 'text', language: 'en' });
const read = (text: string) => ({ document: doc(text), profile: buildProfile(doc(text), asOf) });

const strong = read(`Sara Haddad
Email: sara.haddad@example.com | Phone: +962 79 555 1234 | Amman, Jordan
Work Experience
Senior Backend Engineer – Careem
Jan 2019 – Present
Built payment APIs with Node.js, TypeScript and PostgreSQL on AWS
Backend Developer – Zain
Jan 2015 – Dec 2018
Ran services in Docker
Education
B.Sc. in Computer Science, University of Jordan, 2014`);

const weak = read(`Omar Nasser
Email: omar@example.com
Experience
Sales Representative – Aramex
Jan 2023 – Present
Grew accounts in Amman
Education
High School, Amman, 2020`);

const job = {
  title: 'Senior Backend Engineer',
  skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS', 'Kubernetes'],
  experience: '5-7 years',
  education: "Bachelor's Degree",
};

describe('CV analysis (local engine)', () => {
  it('scores a matching CV high and explains every part of the score', async () => {
    const a = await engine.analyzeCv({ cv: strong, job });
    expect(a.cvAnalysisScore).toBeGreaterThanOrEqual(80);
    expect(a.overallFit).toBe('Excellent');
    expect(a.skillsMatch).toEqual({
      matched: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
      missing: ['Kubernetes'],
      percentage: 83,
    });
    // Jan 2015 – Dec 2018 is 47 months and Jan 2019 – Jun 2025 is 77: 124 months.
    expect(a.experienceMatch.years).toBe(10.3);
    expect(a.scoreBreakdown.map((p) => p.part)).toEqual(['skills', 'experience', 'education', 'title']);
    expect(a.scoreBreakdown.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1);
    expect(a.recommendation).toMatch(/^### Overall Assessment\n\*\*Score: \d+\/100/u);
    expect(a.recommendation).toContain('\n- ');
  });

  it('backs every matched skill and strength with a verbatim quote and says "insufficient evidence" for the rest', async () => {
    const a = await engine.analyzeCv({ cv: strong, job });
    const kinds = new Set(a.evidence.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['skill', 'strength']));
    for (const e of a.evidence) expect(strong.document.text).toContain(e.quote);
    expect(a.evidence.filter((e) => e.kind === 'skill').map((e) => e.about)).toEqual(a.skillsMatch.matched);
    expect(a.evidence.filter((e) => e.kind === 'strength').map((e) => e.about)).toEqual(a.strengths);
    expect(a.weaknesses).toContain('Kubernetes: insufficient evidence in the CV');
  });

  it('ranks a poor match below a good one and claims nothing the CV does not say', async () => {
    const good = await engine.analyzeCv({ cv: strong, job });
    const poor = await engine.analyzeCv({ cv: weak, job });
    expect(poor.cvAnalysisScore).toBeLessThan(good.cvAnalysisScore);
    expect(poor.overallFit).toBe('Poor');
    expect(poor.skillsMatch.matched).toEqual([]);
    expect(poor.strengths).toEqual([]);
    expect(poor.weaknesses).toContain("High School is below the Bachelor's Degree asked");
  });

  it("lets the job's analysis prompt add a scored part and raise the years asked", async () => {
    const a = await engine.analyzeCv({ cv: strong, job, prompt: 'Candidates need at least 12 years and Redis.' });
    expect(a.experienceMatch.requiredYears).toBe(12);
    expect(a.scoreBreakdown.find((p) => p.part === 'prompt')).toMatchObject({ score: 0 });
  });

  it('is deterministic and records provenance with an input hash', async () => {
    const a = await engine.analyzeCv({ cv: strong, job });
    const b = await engine.analyzeCv({ cv: strong, job });
    expect(a).toEqual(b);
    expect(a.provenance).toMatchObject({ engine: 'local', promptVersion: 'cv-analysis/2' });
    expect(a.provenance.inputHash).toMatch(/^sha256:[0-9a-f]{64}$/u);
    const other = await engine.analyzeCv({ cv: strong, job: { ...job, title: 'Backend Engineer' } });
    expect(other.provenance.inputHash).not.toBe(a.provenance.inputHash);
  });

  it("writes its texts in the reader's language, with the other language stored beside them", async () => {
    const ar = await engine.analyzeCv({ cv: strong, job, language: 'ar' });
    const en = await engine.analyzeCv({ cv: strong, job });
    // The same analysis: scores, skills and quotes do not depend on the language.
    expect(ar.cvAnalysisScore).toBe(en.cvAnalysisScore);
    expect(ar.skillsMatch).toEqual(en.skillsMatch);
    expect(ar.evidence.map((e) => e.quote)).toEqual(en.evidence.map((e) => e.quote));
    expect(ar.language).toBe('ar');
    expect(ar.summary).toBe(
      'تُظهر السيرة الذاتية للمرشح \u2068Sara Haddad\u2069 5 من أصل 6 مهارات مطلوبة (83%)، وخبرة عملية مدتها 10.3 سنة (المطلوب 5 سنوات على الأقل)، ومؤهل البكالوريوس. الملاءمة العامة: ممتازة (' +
        `${ar.cvAnalysisScore}/100).`,
    );
    expect(ar.weaknesses).toEqual(['Kubernetes: لا يوجد دليل كافٍ في السيرة الذاتية']);
    expect(ar.recommendation).toMatch(/^### التقييم العام\n\*\*الدرجة: \d+\/100 \(ملاءمة ممتازة\)\*\*/u);
    expect(ar.recommendation).toContain('- اسأل في المقابلة عن: Kubernetes.');
    // Both languages are stored, so switching the page's language needs no new analysis.
    expect(ar.translations?.en?.summary).toBe(en.summary);
    expect(en.translations?.ar?.summary).toBe(ar.summary);
    expect(en.translations?.ar?.strengths).toEqual(ar.strengths);
  });

  it('extracts the public teaser from the profile', async () => {
    const t = await engine.extractTeaser({ cv: strong });
    expect(t).toMatchObject({
      firstName: 'Sara',
      email: 'sara.haddad@example.com',
      phone: '+962795551234',
      currentJobTitle: 'Senior Backend Engineer',
      totalExperience: 10.3,
      skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'Software Development', 'Docker'],
    });
  });
});
