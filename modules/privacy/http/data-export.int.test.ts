import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../web/api/src/test-client.ts';
import { cvPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { candidate, startApply, type Apply } from '../../../web/api/src/test-apply.ts';

// The rights of access and portability: a candidate downloads their own data, and nobody else's.
let fixture: Apply;
let scratch: string;
let omar: Client;
let omarApplication: string;
let saraApplication: string;

/** The raw bytes of a GET (the test client parses JSON only). */
async function download(client: Client, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fixture.server.get(path, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const pdfText = (bytes: Uint8Array) => {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
};

const apply = async (client: Client, jobId: string, fileName: string) => {
  const cv = await uploadCv(client, fileName);
  const applied = await client.post('/api/applications', { jobId, cvId: cv.id, coverLetter: `Cover of ${fileName}` });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id as string;
  await eventually(
    () => client.get(`/api/candidate/applications/${id}`),
    (r) => r.body.analysisStatus === 'DONE',
  );
  return { cvId: cv.id, applicationId: id };
};

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'tawzeef-export-'));
  fixture = await startApply();
  omar = await candidate(fixture.server, 'omar.export@example.com');
  const sara = await candidate(fixture.server, 'sara.export@example.com');
  ({ applicationId: omarApplication } = await apply(omar, fixture.jobId, 'Omar CV.pdf'));
  ({ applicationId: saraApplication } = await apply(sara, fixture.secondJobId, 'Sara private CV.pdf'));
}, 180_000);

afterAll(async () => {
  await fixture?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('GET /api/candidate/data-export', () => {
  it("gives the candidate a ZIP of their own data, CV file and readable PDF, and none of another candidate's", async () => {
    const reply = await download(omar, '/api/candidate/data-export');
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/zip');
    const files = unzipSync(reply.bytes);
    const cvPaths = Object.keys(files).filter((p) => p.startsWith('files/cvs/'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'data.pdf']));
    expect(cvPaths).toHaveLength(1);
    expect(cvPaths[0]).toMatch(/Omar_CV\.pdf$/u);
    expect(Buffer.from(files[cvPaths[0]!]!).equals(Buffer.from(cvPdf))).toBe(true);

    const text = new TextDecoder().decode(files['data.json']);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: 'omar.export@example.com' });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: omarApplication,
      job: { title: 'Backend Developer' },
      coverLetter: 'Cover of Omar CV.pdf',
      analysisStatus: 'DONE',
      cvFile: cvPaths[0],
    });
    expect(data.applications[0].cvAnalysisProvenance).toEqual(expect.objectContaining({ engine: expect.any(String) }));
    expect(data.applications[0].history.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['ApplicationSubmitted', 'CvAnalyzed']),
    );
    // The status is the one the candidate's own screen shows (the hiring workflow may have moved it on).
    const own = await omar.get(`/api/candidate/applications/${omarApplication}`);
    expect(data.applications[0].status).toBe(own.body.status);
    expect(data.cvs).toEqual([expect.objectContaining({ fileName: 'Omar CV.pdf', file: cvPaths[0] })]);
    expect(data.missingFiles).toEqual([]);
    // Nothing of Sara's: not her e-mail, her application, her CV or her cover letter.
    for (const hers of ['sara.export', saraApplication, 'Sara private CV', 'Platform Engineer']) {
      expect(text).not.toContain(hers);
    }

    const pdf = await PDFDocument.load(files['data.pdf']!);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    const readable = pdfText(files['data.pdf']!);
    expect(readable).toContain('Your data on Tawzeef');
    expect(readable).toContain('Backend Developer');
    expect(readable).toContain('omar.export@example.com');
    expect(readable).not.toContain('sara.export');
  }, 60_000);

  it('gives the readable PDF alone, in Arabic when asked', async () => {
    const reply = await download(omar, '/api/candidate/data-export/pdf?lang=ar');
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(reply.bytes);
    expect(pdf.getTitle()).toBe('بياناتك على توظيف');
    // pdftotext reads the shaped glyphs back as letters; its guess at dotted letters varies, so the words checked
    // are ones without dots.
    const readable = pdfText(reply.bytes).normalize('NFKC');
    expect(readable).toContain('Backend Developer');
    expect(readable).toContain('الحساب');
    expect(readable).toContain('omar.export@example.com');
  }, 60_000);

  it('answers 401 to an anonymous caller and 403 to a company user', async () => {
    expect((await download(new Client(fixture.server), '/api/candidate/data-export')).status).toBe(401);
    expect((await download(new Client(fixture.server), '/api/candidate/data-export/pdf')).status).toBe(401);
    expect((await download(fixture.owner, '/api/candidate/data-export')).status).toBe(403);
  });
});
