import type { CompanyInput, RequestContext } from '@tawzeef/identity';
import { createJobsService, type JobInput } from '@tawzeef/jobs';
import { uuidV5 } from '@tawzeef/shared';
import { DEMO_PASSWORD } from './identity.ts';
import { registeredUser, seedIdentityService } from './identity-service.ts';
import { countryFacts, jobTemplates, salaryText, type CountryKey } from './job-catalog.ts';
import type { Seeder } from './platform.ts';

const id = (name: string) => uuidV5(`seed:jobs:${name}`);

type DemoCompany = { key: string; ownerEmail: string; ownerName: string; country: CountryKey; profile: CompanyInput };

/** Sahara Tech comes from the identity seed; three more demo employers come from here. */
export const demoCompanies: DemoCompany[] = [
  {
    key: 'gulf-horizon',
    ownerEmail: 'owner@gulf-horizon.example',
    ownerName: 'Khalid Al Mansoori',
    country: 'AE',
    profile: {
      name: 'Gulf Horizon Airways',
      industry: 'Transportation',
      size: '1000+',
      email: 'careers@gulf-horizon.example',
      description: 'A Dubai-based airline flying to 60 destinations across the Middle East, Africa and Asia.',
      country: 'AE',
      city: 'Dubai',
      street: 'Airport Road, Building 3',
      phone: '4 555 0101',
      website: 'https://gulf-horizon.example',
    },
  },
  {
    key: 'najd-energy',
    ownerEmail: 'owner@najd-energy.example',
    ownerName: 'Noura Al Qahtani',
    country: 'SA',
    profile: {
      name: 'Najd Energy',
      industry: 'Energy',
      size: '201-1000',
      email: 'jobs@najd-energy.example',
      description: 'طاقة نجد تطور وتشغل محطات الطاقة الشمسية ومشاريع الغاز في المملكة العربية السعودية.',
      country: 'SA',
      city: 'Riyadh',
      street: 'King Fahd Road, Tower B',
      phone: '11 555 0202',
      website: 'https://najd-energy.example',
    },
  },
  {
    key: 'doha-digital-bank',
    ownerEmail: 'owner@doha-digital-bank.example',
    ownerName: 'Mariam Al Thani',
    country: 'QA',
    profile: {
      name: 'Doha Digital Bank',
      industry: 'Finance',
      size: '51-200',
      email: 'talent@doha-digital-bank.example',
      description:
        'A digital bank serving individuals and small businesses in Qatar with mobile-first accounts and loans.',
      country: 'QA',
      city: 'Doha',
      street: 'West Bay, Tower 5',
      phone: '4 455 0303',
      website: 'https://doha-digital-bank.example',
    },
  },
];

const SAHARA = {
  ownerId: uuidV5('seed:identity:owner'),
  companyId: uuidV5('seed:identity:company'),
  country: 'JO' as CountryKey,
};
export const JOBS_PER_COMPANY = 16;

/** Sahara Tech and the three employers above: who owns each demo company. */
export const demoEmployers = () => [
  SAHARA,
  ...demoCompanies.map((c) => ({
    ownerId: id(`owner:${c.key}`),
    companyId: id(`company:${c.key}`),
    country: c.country,
  })),
];

/** The i-th demo job of a company (jobs 0–13 are published, 14 stays a draft, 15 is paused). */
export const demoJobId = (companyId: string, i: number) => id(`job:${companyId}:${i}`);

/** The i-th demo job of a company: a template, a city of its country, a salary in its currency. */
export function demoJobInput(i: number, offset: number, country: CountryKey, now: Date): JobInput {
  const t = jobTemplates[(i + offset) % jobTemplates.length]!;
  const cities = countryFacts[country].cities;
  const deadline = new Date(now.getTime() + (21 + i * 5) * 86_400_000).toISOString().slice(0, 10);
  return {
    ...t,
    location: t.workType === 'REMOTE' && i % 2 === 0 ? 'Remote' : cities[i % cities.length]!,
    salary: salaryText(t.salary, country, t.interviewLanguage === 'arabic'),
    deadline,
    interviewQuestions:
      t.interviewLanguage === 'arabic'
        ? 'لماذا ترغب في الانضمام إلينا؟\nحدثنا عن تحدٍ واجهته في عملك السابق.'
        : 'Why do you want to join us?\nTell us about a difficult problem you solved.',
  };
}

/** Demo employers and 64 jobs (56 active, 4 drafts, 4 paused) through the real command handlers. */
export const jobsSeeder: Seeder = {
  name: 'jobs',
  async run({ store }) {
    const before = await store.headPosition();
    const identity = seedIdentityService(store);
    const ctx = (step: string, actorId: string): RequestContext => ({
      commandId: id(`command:${step}`),
      actorId,
      correlationId: 'seed:jobs',
      ip: null,
      userAgent: null,
    });
    for (const company of demoCompanies) {
      const ownerId = id(`owner:${company.key}`);
      const companyId = id(`company:${company.key}`);
      const owner = await registeredUser(store, ownerId);
      if (!owner?.companyId) {
        if (!owner) {
          await identity.accounts.signup(
            {
              email: company.ownerEmail,
              name: company.ownerName,
              password: DEMO_PASSWORD,
              phone: '+971500000000',
              userType: 'COMPANY',
              userId: ownerId,
            },
            ctx(`signup-${company.key}`, ownerId),
            { session: false },
          );
        }
        await identity.companies.register(ownerId, company.profile, ctx(`register-${company.key}`, ownerId), companyId);
      }
    }

    const now = new Date();
    const jobs = createJobsService({ store, clock: () => now, newId: () => '', isPublicJob: async () => true });
    for (const [e, employer] of demoEmployers().entries()) {
      for (let i = 0; i < JOBS_PER_COMPANY; i++) {
        const jobId = demoJobId(employer.companyId, i);
        const request = {
          commandId: id(`command:job:${jobId}`),
          actorId: employer.ownerId,
          correlationId: 'seed:jobs',
        };
        const input = demoJobInput(i, e * 3, employer.country, now);
        const created = await jobs.create(employer.companyId, input, i !== 14, request, jobId);
        if (i === 15 && created.state.exists && created.state.status === 'ACTIVE') {
          await jobs.act(employer.companyId, jobId, 'pause', { ...request, commandId: id(`command:pause:${jobId}`) });
        }
      }
    }
    return Number((await store.headPosition()) - before);
  },
};
