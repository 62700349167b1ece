import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../engine.ts';
import { canonicalSkill, isKnownSkill, skillCategory } from '../skills.ts';
import { isInLanguage, looseText, repeatedPhrases, repeatedWords } from './script.ts';

const engine = createLocalAiEngine();
const base = {
  jobTitle: 'Senior Data Engineer',
  department: 'Data',
  industry: 'technology',
  employeeType: 'FULL_TIME',
  jobLevel: 'SENIOR',
  workType: 'HYBRID',
  location: 'Riyadh, Saudi Arabia',
  country: 'Saudi Arabia',
};
const texts = (a: Record<string, unknown>) =>
  ['description', 'shortDescription', 'responsibilities', 'requirements', 'benefits'].map((k) => String(a[k]));

describe('job analysis', () => {
  it('names the title once and suggests the skills of a data engineer, not of an analyst', async () => {
    for (const jobTitle of ['Senior Data Engineer', 'Senior Senior Data Engineer', 'senior data engineer']) {
      const a = await engine.generateJobAnalysis({ ...base, jobTitle });
      for (const t of texts(a)) {
        expect(repeatedWords(t), t).toEqual([]);
        expect(repeatedPhrases(t), t).toEqual([]);
      }
      expect(a.description).toContain('a Senior Data Engineer');
      expect(a.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'ETL', 'Spark']));
      expect(a.skills).not.toContain('Power BI');
      expect(a.skills).not.toContain('Excel');
      for (const s of a.skills) expect(['data', 'programming', 'cloud', 'devops']).toContain(skillCategory(s));
    }
  });

  it('keeps every field within the form caps and quotes pay with the currency range of the locale', async () => {
    const a = await engine.generateJobAnalysis(base);
    expect(a.language).toBe('en');
    expect(a.description.length).toBeLessThanOrEqual(2000);
    expect(a.shortDescription.length).toBeLessThanOrEqual(200);
    expect(a.responsibilities.split('\n').every((l) => l.startsWith('- '))).toBe(true);
    expect(a.suggestedSalary).toMatch(/^SAR \d{2},\d{3}–\d{2},\d{3} per month$/u);
    expect(a.experienceLevel).toBe('5-7 years');
    expect(a.requirements).toContain('5–7 years');
    expect(a.benefits).toContain('End-of-service gratuity');
  });

  it('writes the whole analysis in Arabic for an Arabic interview, the pay and years in Arabic forms', async () => {
    const a = await engine.generateJobAnalysis({ ...base, interviewLanguage: 'arabic' });
    expect(a.language).toBe('ar');
    for (const t of texts(a)) {
      expect(isInLanguage(t, 'ar', [base.jobTitle, ...a.skills]), t).toBe(true);
      expect(repeatedWords(t), t).toEqual([]);
    }
    expect(a.description).toContain('مهندس بيانات أول (\u2068Senior Data Engineer\u2069)');
    expect(a.description).toContain('الرياض، المملكة العربية السعودية');
    expect(a.suggestedSalary).toBe('27,500–37,500 ريال سعودي شهريًا');
    expect(a.requirements).toContain('5–7 سنوات');
  });

  it('names general skills in Arabic and tools by their own names, all read back by the skills taxonomy', async () => {
    const nurse = await engine.generateJobAnalysis({
      ...base,
      jobTitle: 'Staff Nurse',
      department: 'ICU',
      jobLevel: 'ENTRY',
      industry: 'healthcare',
      interviewLanguage: 'arabic',
    });
    expect(nurse.skills).toContain('رعاية المرضى');
    expect(nurse.skills).toContain('BLS');
    for (const s of nurse.skills) expect(isKnownSkill(canonicalSkill(s)), s).toBe(true);
    expect(nurse.requirements).toContain('يُرحَّب بحديثي التخرج');
  });

  it('gives another wording for another variant, and the same for the same one', async () => {
    const a = await engine.generateJobAnalysis(base);
    const again = await engine.generateJobAnalysis(base);
    const b = await engine.generateJobAnalysis({ ...base, variant: 1 });
    expect(again.description).toBe(a.description);
    expect(b.description).not.toBe(a.description);
    expect(b.skills).toEqual(a.skills);
  });
});

describe('Rewrite with AI', () => {
  it("rewords the recruiter's text each time, keeping its facts and adding none", async () => {
    const text =
      '- Build dashboards that managers use every week\n- Work with finance on 3 monthly reports\n- Answer ad-hoc questions quickly';
    const first = await engine.rewriteJobField({ field: 'responsibilities', text, variant: 1 });
    const second = await engine.rewriteJobField({ field: 'responsibilities', text: first.text, variant: 2 });
    expect(looseText(first.text)).not.toBe(looseText(text));
    expect(looseText(second.text)).not.toBe(looseText(first.text));
    // The second rewrite of the first does not swap back to the recruiter's own words.
    expect(looseText(second.text)).not.toBe(looseText(text));
    for (const t of [first.text, second.text]) {
      expect(t.split('\n')).toHaveLength(3);
      expect(t).toContain('3 monthly reports');
      expect(t.match(/\d+/gu)).toEqual(['3']);
    }
  });

  it('spells out shorthand and removes repeats', async () => {
    const r = await engine.rewriteJobField({
      field: 'requirements',
      text: '5 yrs exp w/ node; 5 yrs exp w/ node\nsql',
    });
    expect(r.text).toBe('- 5 years experience in node\n- Sql');
  });

  it('keeps Arabic text Arabic and rewords it', async () => {
    const text = 'نبحث عن محاسب للانضمام إلى فريق المالية. ستتولى إعداد التقارير الشهرية بدقة.';
    const r = await engine.rewriteJobField({ field: 'description', text, variant: 1 });
    expect(r.language).toBe('ar');
    expect(isInLanguage(r.text, 'ar')).toBe(true);
    expect(looseText(r.text)).not.toBe(looseText(text));
    expect(r.text).toContain('محاسب');
  });

  it('offers another title for the same role, with its seniority', async () => {
    const t = await engine.rewriteJobField({ field: 'title', text: 'Sr. Data Engineer' });
    expect(t.text).not.toBe('Sr. Data Engineer');
    expect(t.text).toMatch(/Senior/u);
    expect(t.department).toBe('Data');
    const again = await engine.rewriteJobField({ field: 'title', text: t.text, variant: 1 });
    expect(again.text).not.toBe(t.text);
  });
});

describe('AI prompts', () => {
  const input = {
    jobTitle: 'Accountant',
    department: 'Finance',
    industry: 'retail',
    jobLevel: 'MID',
    requirements: '3+ years in accounting\nIFRS reporting',
    responsibilities: 'Monthly close\nVAT filings',
    skills: ['Accounting', 'SAP'],
    interviewQuestions: 'Why retail?; What is your notice period?',
    interviewLanguage: 'english' as const,
  };

  it('builds the three prompts from the job, each at most 1000 characters', async () => {
    const p = await engine.generateJobPrompts(input);
    for (const t of [p.aiCvAnalysisPrompt, p.aiFirstInterviewPrompt, p.aiSecondInterviewPrompt]) {
      expect(t.length).toBeLessThanOrEqual(1000);
      expect(repeatedPhrases(t), t).toEqual([]);
    }
    expect(p.aiCvAnalysisPrompt).toMatch(/Accounting and SAP/u);
    expect(p.aiCvAnalysisPrompt).toMatch(/at least 3 years/u);
    expect(p.aiFirstInterviewPrompt).toContain('- Why retail?');
    expect(p.aiFirstInterviewPrompt).toContain('in English');
    expect(p.aiSecondInterviewPrompt).toContain('Monthly close');
  });

  it('regenerates real alternatives, and writes Arabic prompts for an Arabic interview', async () => {
    const a = await engine.generateJobPrompts(input);
    const b = await engine.generateJobPrompts({ ...input, variant: 1 });
    for (const k of ['aiCvAnalysisPrompt', 'aiFirstInterviewPrompt', 'aiSecondInterviewPrompt'] as const)
      expect(looseText(b[k])).not.toBe(looseText(a[k]));
    const ar = await engine.generateJobPrompts({ ...input, interviewLanguage: 'arabic' });
    expect(ar.language).toBe('ar');
    expect(ar.aiFirstInterviewPrompt).toContain('أجرِ المقابلة باللغة العربية');
    expect(isInLanguage(ar.aiCvAnalysisPrompt, 'ar', ['SAP', 'IFRS'])).toBe(true);
    expect(ar.aiCvAnalysisPrompt).toContain('لا تقل عن 3 سنوات');
  });
});

describe('company description', () => {
  const company = {
    name: 'Nuqta',
    industry: 'Technology',
    location: 'Amman',
    country: 'JO',
    website: 'https://nuqta.example',
  };

  it('says the size band as a range, in the language asked', async () => {
    const en = await engine.generateCompanyDescription({ ...company, size: '11-50' });
    expect(en.generatedDescription).toContain('a team of 11 to 50 people');
    expect(en.generatedDescription).not.toMatch(/\d\+/u);
    // A client that sent the band's first number gets the same band.
    const legacy = await engine.generateCompanyDescription({ ...company, numberOfEmployees: 11 });
    expect(legacy.generatedDescription).toContain('11 to 50 people');
    const ar = await engine.generateCompanyDescription({ ...company, size: '11-50', language: 'ar' });
    expect(ar.language).toBe('ar');
    expect(ar.generatedDescription).toContain('ما بين 11 و50 موظفًا');
    expect(ar.generatedDescription).toContain('عمّان، الأردن');
    expect(isInLanguage(ar.generatedDescription, 'ar', ['Nuqta'])).toBe(true);
    const big = await engine.generateCompanyDescription({ ...company, size: '51-200', language: 'ar' });
    expect(big.generatedDescription).toContain('ما بين 51 و200 موظف');
    expect(ar.generatedDescription.length).toBeLessThanOrEqual(400);
  });

  it("keeps the company's own text in its language", async () => {
    const kept = await engine.generateCompanyDescription({
      industry: 'Healthcare',
      currentDescription: 'We run three clinics',
    });
    expect(kept.generatedDescription).toContain('We run three clinics.');
  });
});
