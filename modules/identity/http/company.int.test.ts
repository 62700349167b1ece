import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { detectImageType } from '@tawzeef/identity';
import { Client, companyForm, companyOwner, logoForm, png, whitePng } from '../../../web/api/src/test-client.ts';

let server: TestServer;
let uploads: string;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'tawzeef-uploads-'));
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn', UPLOADS_DIR: uploads },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
});
afterAll(async () => {
  await server?.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('company setup', () => {
  it('registers a company with the form fields, dial code and Free plan; the creator is OWNER', async () => {
    const { owner, company, user } = await companyOwner(server, 'owner-a@example.com');
    expect(company).toMatchObject({
      name: 'Acme Hiring',
      industry: 'Technology',
      size: '11-50',
      email: 'hr@acme.example',
      phone: '+962 791234567',
      dialCode: '+962',
      headquarters: 'Amman, Jordan',
      subscription: { plan: 'Free', status: 'ACTIVE', renewal: null },
      notificationPreferences: {
        emailNotifications: true,
        smsNotifications: false,
        pushNotifications: true,
        applicationUpdates: true,
        interviewReminders: true,
        systemAlerts: true,
        weeklyReports: false,
      },
    });
    expect(company.users).toEqual([expect.objectContaining({ name: 'Layla Haddad', role: 'OWNER' })]);
    expect(user).toMatchObject({ companyId: company.id, role: 'OWNER', company: { name: 'Acme Hiring' } });
    expect((await owner.get('/api/company/me/company')).body.id).toBe(company.id);
    expect((await owner.get('/api/company/subscription')).body.features.length).toBeGreaterThan(0);
    const again = await owner.post('/api/company/register', companyForm);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COMPANY.ALREADY_MEMBER');
  });

  it('validates the create form and keeps candidates out', async () => {
    const owner = new Client(server);
    await owner.signup({ email: 'invalid-form@example.com' });
    const bad = await owner.post('/api/company/register', {
      ...companyForm,
      industry: 'Mining',
      country: 'FR',
      description: 'x'.repeat(401),
      phone: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'country',
      'description',
      'industry',
      'phone',
    ]);
    expect((await owner.get('/api/company/me/company')).body).toMatchObject({
      code: 'COMPANY.NOT_FOUND',
      detail: 'No company profile found',
    });
    const candidate = new Client(server);
    await candidate.signup({ email: 'cand-company@example.com', userType: 'CANDIDATE' });
    expect((await candidate.post('/api/company/register', companyForm)).status).toBe(403);
  });

  it('writes a description from the company fields through the AI port', async () => {
    const owner = new Client(server);
    await owner.signup({ email: 'ai@example.com' });
    const described = await owner.post('/api/aiautocomplete/companydescription', {
      industry: 'Healthcare',
      location: 'Doha',
      country: 'Qatar',
      numberOfEmployees: 51,
      currentDescription: '',
      website: '',
      name: 'Nour Clinics',
    });
    expect(described.status).toBe(200);
    expect(described.body.generatedDescription).toMatch(/Nour Clinics/);
    expect(described.body.generatedDescription).toMatch(/healthcare/i);
    expect(described.body.generatedDescription).toMatch(/Doha/);
    expect(described.body.generatedDescription.length).toBeLessThanOrEqual(400);
  });
});

describe('company profile', () => {
  it('updates details and preferences, and uploads a logo checked by content, size and pixels', async () => {
    const { owner } = await companyOwner(server, 'owner-h@example.com');
    const updated = await owner.put('/api/company/me/company', {
      description: 'Hiring the best in Amman.',
      country: 'SA',
      phone: '501234567',
      values: ['Respect'],
      founded: 2015,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      description: 'Hiring the best in Amman.',
      phone: '+966 501234567',
      headquarters: 'Amman, Saudi Arabia',
      values: ['Respect'],
      founded: 2015,
    });
    const prefs = {
      emailNotifications: false,
      smsNotifications: true,
      pushNotifications: true,
      applicationUpdates: true,
      interviewReminders: false,
      systemAlerts: true,
      weeklyReports: true,
    };
    expect((await owner.put('/api/company/notifications', prefs)).body).toEqual(prefs);
    expect((await owner.get('/api/company/notifications')).body).toEqual(prefs);

    const uploaded = await owner.post('/api/company/upload-logo', logoForm(png));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logoUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await server.get(uploaded.body.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(detectImageType(Buffer.from(await served.arrayBuffer()))?.ext).toBe('png');
    expect((await owner.get('/api/company/me/company')).body.logo).toBe(uploaded.body.logoUrl);

    const fake = await owner.post('/api/company/upload-logo', logoForm(Buffer.from('<svg onload=alert(1)>'), 'x.png'));
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ code: 'UPLOAD.NOT_AN_IMAGE', detail: 'Please select an image file' });
    const huge = Buffer.concat([png, Buffer.alloc(5_242_880)]);
    const large = await owner.post('/api/company/upload-logo', logoForm(huge));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'UPLOAD.TOO_LARGE', detail: 'File size must be less than 5MB' });

    const kept = await readdir(uploads);
    const bomb = await owner.post('/api/company/upload-logo', logoForm(whitePng(20_000, 20_000)));
    expect(bomb.status).toBe(413);
    expect(bomb.body).toMatchObject({
      code: 'UPLOAD.TOO_MANY_PIXELS',
      detail: expect.stringContaining('25 megapixels'),
    });
    const truncated = await owner.post('/api/company/upload-logo', logoForm(whitePng(64, 64).subarray(0, 60)));
    expect(truncated.status).toBe(422);
    expect(truncated.body.code).toBe('UPLOAD.IMAGE_UNREADABLE');
    expect(await readdir(uploads)).toEqual(kept);
    expect((await owner.get('/api/company/me/company')).body.logo).toBe(uploaded.body.logoUrl);
    expect((await server.get('/api/uploads/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await server.get('/api/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });
});
