import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../../local/engine.ts';
import { makePdf, textPage } from '../../pdf/testing/make-pdf.ts';
import type { ReadCvResult } from '../../schemas/cv.ts';
import { expectFallback, expectFromModel, openAiEngineWith } from '../testing/fake-engine.ts';

const local = createLocalAiEngine();
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});
afterAll(() => local.close());

const pdf = makePdf({
  pages: 1,
  content: textPage([
    'Sara Haddad',
    'Email: sara.haddad@example.com | Phone: 079 123 4567 | Amman, Jordan',
    'Work Experience',
    'Senior Accountant - Zain',
    'Jan 2020 - Present',
    'Prepared IFRS reports in SAP',
    'Accountant - Aramex',
    'Mar 2016 - Dec 2019',
    'Education',
    'Bachelor of Accounting, University of Jordan, 2015',
    'Skills: SAP, Excel, IFRS',
  ]),
});
const input = { pdf, asOf: '2025-06-01' };

async function start(reply: Parameters<typeof openAiEngineWith>[1]) {
  const started = await openAiEngineWith(local, reply);
  close = () => started.server.close();
  return started;
}

function read(result: ReadCvResult) {
  if (result.status !== 'read') throw new Error(result.error.message);
  return result;
}

const modelProfile = {
  firstName: 'Sara',
  lastName: 'Haddad',
  emails: ['sara.haddad@example.com', 'sara@invented.example'],
  phonesE164: ['+962 79-123-4567'],
  currentJobTitle: 'Senior Accountant',
  currentCompany: 'Zain',
  experiences: [
    { title: 'Senior Accountant', company: 'Zain', start: '2020-01', end: null, quote: 'Senior Accountant - Zain' },
    { title: 'Accountant', company: 'Aramex', start: '2016-03', end: '2019-12', quote: 'Accountant - Aramex' },
    { title: 'CFO', company: 'Invented', start: '2009', end: '2012-01', quote: 'CFO at Invented' },
  ],
  educationLevel: 'BACHELOR',
  education: [
    {
      level: 'BACHELOR',
      degree: 'Bachelor of Accounting',
      institution: 'University of Jordan',
      endYear: 2015,
      quote: 'Bachelor of Accounting',
    },
  ],
  skills: [
    { name: 'sap', quote: 'SAP' },
    { name: 'Python', quote: 'Python scripting' },
  ],
};

describe('openai engine: reading a CV into a profile', () => {
  it('sends the extracted text and keeps only what the CV says, with the provenance of the model', async () => {
    const { engine, sent } = await start(() => ({ json: modelProfile }));
    const result = read(await engine.readCv(input));
    const baseline = read(await local.readCv(input));
    expectFromModel(result, 'openai-read-cv/1', baseline.provenance);
    expect(sent()).toMatchObject({
      asOf: '2025-06-01',
      cvText: expect.stringContaining('Prepared IFRS reports in SAP'),
    });
    expect(result.document).toEqual(baseline.document);
    expect(result.profile).toMatchObject({
      fullName: 'Sara Haddad',
      emails: ['sara.haddad@example.com'],
      phones: ['+962791234567'],
      currentJobTitle: 'Senior Accountant',
      educationLevel: 'BACHELOR',
      skills: [{ name: 'SAP', quote: 'SAP' }],
    });
    expect(result.profile.experiences.map((e) => e.company)).toEqual(['Zain', 'Aramex']);
    // Mar 2016 to Dec 2019 and Jan 2020 to the asOf date, counted from the kept roles only.
    expect(result.profile.totalExperienceYears).toBe(baseline.profile.totalExperienceYears);
    expect(result.profile.totalExperienceYears).toBeGreaterThan(9);
  });

  it('falls back to the local profile, and records it, when the output breaks the schema', async () => {
    const { engine } = await start(() => ({ json: { ...modelProfile, educationLevel: 'DOCTORATE' } }));
    const result = read(await engine.readCv(input));
    expectFallback(result, /^invalid_output/u);
    expect(result.profile).toEqual(read(await local.readCv(input)).profile);
  });

  it('does not call the model for a file it cannot read', async () => {
    const { engine, server } = await start(() => ({ json: modelProfile }));
    const result = await engine.readCv({ pdf: new TextEncoder().encode('not a pdf') });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'CV.NOT_PDF' }, provenance: { engine: 'local' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('openai engine: the public teaser', () => {
  it('normalises the phone, drops an email the CV does not contain and names skills canonically', async () => {
    const cv = read(await local.readCv(input));
    const { engine, sent } = await start(() => ({
      json: {
        firstName: 'Sara',
        phoneE164: '+962 79 123 4567',
        email: 'sara@invented.example',
        currentJobTitle: 'Senior Accountant',
        totalExperience: 9,
        skills: ['sap', 'JS'],
      },
    }));
    const teaser = await engine.extractTeaser({ cv });
    expectFromModel(teaser, 'openai-teaser/1', (await local.extractTeaser({ cv })).provenance);
    expect(sent()).toEqual({ cvText: cv.document.text });
    expect(teaser).toMatchObject({
      firstName: 'Sara',
      phone: '+962791234567',
      email: '',
      currentJobTitle: 'Senior Accountant',
      totalExperience: 9,
      skills: ['SAP', 'JavaScript'],
    });
  });

  it('falls back to the local teaser on malformed output, and records it', async () => {
    const cv = read(await local.readCv(input));
    const { engine } = await start(() => ({ content: '{"firstName": "Sara", ' }));
    const teaser = await engine.extractTeaser({ cv });
    expectFallback(teaser, /^invalid_output/u);
    expect(teaser).toMatchObject({ firstName: 'Sara', email: 'sara.haddad@example.com', phone: '+962791234567' });
  });
});
