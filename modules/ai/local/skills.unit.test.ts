import { describe, expect, it } from 'vitest';
import { requiredSkills } from './requirements.ts';
import { canonicalSkill, findPhrase, findSkills, isKnownSkill, skillsTaxonomy } from './skills.ts';
import { JobContext } from '../schemas/job.ts';

const names = (text: string) => findSkills(text).map((s) => s.name);

describe('skills taxonomy', () => {
  it('maps synonyms and Arabic names to one skill', () => {
    expect(names('Built apps in JS')).toEqual(['JavaScript']);
    expect(names('تطوير تطبيقات باستخدام جافا سكريبت')).toEqual(['JavaScript']);
    expect(canonicalSkill('جافا سكريبت')).toBe('JavaScript');
    expect(canonicalSkill('reactjs')).toBe('React');
    expect(canonicalSkill('bookkeeping')).toBe('Accounting');
    expect(canonicalSkill('SAP PM')).toBe('SAP');
  });

  it('prefers the longest name, so JavaScript is not also Java and React Native is not React', () => {
    expect(names('JavaScript and React Native')).toEqual(['JavaScript', 'React Native']);
  });

  it('does not read everyday words as skills', () => {
    expect(findSkills('I go to excel at sales meetings every spring')).toEqual([]);
  });

  it('quotes the CV line that names the skill, verbatim', () => {
    const text = 'Summary\nLed a team using Docker and Kubernetes in production\nEducation';
    const hits = findSkills(text);
    expect(hits.map((h) => h.name)).toEqual(['Docker', 'Kubernetes']);
    for (const h of hits) expect(text).toContain(h.quote);
  });

  it('covers occupations beyond software, in English and Arabic', () => {
    expect(names('Skills: Accounts Payable, Bank Reconciliation, IFRS, VAT')).toEqual([
      'Accounts Payable',
      'Bank Reconciliation',
      'Financial Reporting',
      'Taxation',
    ]);
    expect(names('المهارات: إعطاء الأدوية، رعاية المرضى، العناية بالجروح، الإسعافات الأولية')).toEqual([
      'Medication Administration',
      'Patient Care',
      'Wound Care',
      'First Aid',
    ]);
    expect(names('• التدقيق الداخلي\n• إدارة المخزون\n• التخليص الجمركي')).toEqual([
      'Auditing',
      'Inventory Management',
      'Customs Clearance',
    ]);
  });

  it('reads «قيادة» as driving, not leadership, and the «للتواصل» heading as no skill', () => {
    expect(names('رخصة قيادة سارية')).toEqual(['Driving Licence']);
    expect(names('للتواصل\nالهاتف: 0501234567')).toEqual([]);
    expect(names('مهارات القيادة والعمل الجماعي')).toEqual(['Leadership', 'Teamwork']);
    expect(names('الرخصة الدولية لقيادة الحاسب الآلي')).toEqual(['ICDL']);
  });

  it('claims both skills a shared phrase names', () => {
    expect(names('Handled accounts payable and receivable')).toEqual(['Accounts Payable', 'Accounts Receivable']);
    expect(names('متابعة الذمم الدائنة والمدينة')).toEqual(['Accounts Payable', 'Accounts Receivable']);
  });

  it('counts a bare Arabic language name only in a languages list, not in a country name', () => {
    expect(names('اللغات\nالعربية: اللغة الأم')).toEqual(['Arabic']);
    expect(names('الرياض، المملكة العربية السعودية')).toEqual([]);
  });
});

describe('skills in context', () => {
  it('does not claim a skill word inside an organisation name', () => {
    expect(names('Sales Coordinator, Express Logistics LLC, Dubai 2019 – 2022')).not.toContain('Express');
    expect(names('Express Logistics LLC')).toEqual([]);
    expect(names('Worked at Spring Sports Academy')).toEqual([]);
    expect(names('2016 – 2020 Swift Freight Services, Lima')).toEqual([]);
    expect(names('Worked at Express Logistics on route planning')).toEqual([]);
    expect(names('محاسب في شركة الخدمات اللوجستية المتحدة')).toEqual(['Accounting']);
    expect(names('Good at Excel and Spring Boot')).toEqual(['Excel', 'Spring Boot']);
  });

  it('does not claim a client name or an address', () => {
    expect(names('Clients: Oracle Database Systems, Swift Partners')).toEqual([]);
    expect(names('sara@express-logistics.com | www.python-academy.org')).toEqual([]);
  });

  it('does not claim what the candidate only plans to learn', () => {
    expect(names('Docker and Terraform in production. Planning to learn Kubernetes next year.')).toEqual([
      'Docker',
      'Terraform',
    ]);
    expect(names('I would like to learn Python and Go')).toEqual([]);
    expect(names('أخطط لتعلم اللغة الإسبانية في العام القادم')).toEqual([]);
  });

  it('does not take a degree for a skill; a job title names the occupation’s own skill', () => {
    expect(names('B.Sc. Civil Engineering, University of Jordan, 2015')).toEqual([]);
    expect(names('بكالوريوس محاسبة، جامعة الإسكندرية')).toEqual([]);
    expect(names('HR Generalist, 2019 – 2022')).toEqual(['Human Resources Management']);
    expect(names('محاسب أول')).toEqual(['Accounting']);
    expect(names('Senior Python Developer')).toEqual(['Python']);
    expect(names('Life Pharmacy, Chennai')).toEqual([]);
  });
});

describe('job side', () => {
  it('names a job’s skills with the same taxonomy as the CV, so a synonym is not missing', () => {
    const job = JobContext.parse({
      title: 'Accountant',
      skills: ['bookkeeping', 'MS Excel', 'ضريبة القيمة المضافة', 'Reconciliations'],
    });
    expect(requiredSkills(job)).toEqual(['Accounting', 'Excel', 'Taxation', 'Bank Reconciliation']);
    const cv = names('Accounting, Excel, VAT returns and bank reconciliation');
    expect(requiredSkills(job).filter((s) => !cv.includes(s))).toEqual([]);
  });

  it('says which taxonomy is loaded', () => {
    expect(skillsTaxonomy.coreSkills).toBeGreaterThan(300);
    expect(skillsTaxonomy.description).toMatch(/skills taxonomy/u);
  });
});

describe('job skills outside the taxonomy', () => {
  it('finds the phrase as written, with its line, and not inside an organisation name', () => {
    expect(isKnownSkill('Opera Cloud Migration')).toBe(false);
    expect(findPhrase('Led the opera cloud migration for 3 hotels', 'Opera Cloud Migration')).toBe(
      'Led the opera cloud migration for 3 hotels',
    );
    expect(findPhrase('Blue Ocean Widgets LLC', 'Ocean Widgets')).toBeUndefined();
    expect(findPhrase('Planning to learn Zig', 'Zig')).toBeUndefined();
  });
});
