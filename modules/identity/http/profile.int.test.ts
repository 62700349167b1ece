import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { currentNoticeVersions } from '@tawzeef/privacy';

let server: TestServer;
let uploads: string;

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'tawzeef-avatars-'));
  server = await startTestServer({ env: { AUTH_MAX_PER_IP: '3', LOG_LEVEL: 'warn', UPLOADS_DIR: uploads } });
});
afterAll(async () => {
  await server?.close();
  await rm(uploads, { recursive: true, force: true });
});

const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('My Profile', () => {
  it('starts with the spec defaults and persists fields, toggles and security settings', async () => {
    const me = new Client(server);
    await me.signup({ email: 'profile@example.com', name: 'Huda Nasser' });
    const initial = await me.get('/api/auth/profile');
    expect(initial.body).toMatchObject({
      firstName: 'Huda',
      lastName: 'Nasser',
      email: 'profile@example.com',
      position: null,
      timezone: 'UTC',
      language: 'en',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '12',
      notificationSettings: {
        emailDigest: true,
        browserNotifications: true,
        emailOnMention: true,
        emailOnAssignment: true,
        emailWeeklyReport: false,
        smsReminders: false,
      },
      securitySettings: { twoFactorEnabled: false, sessionTimeout: 30 },
    });
    const saved = await me.put('/api/auth/profile', {
      firstName: 'Huda',
      lastName: 'Al Nasser',
      email: 'Huda@Example.com',
      phone: '+974 5555 1234',
      position: 'HR Manager',
      department: 'People',
      bio: 'Hiring in Doha.',
      timezone: 'London',
      language: 'ar',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      lastName: 'Al Nasser',
      email: 'huda@example.com',
      position: 'HR Manager',
      language: 'ar',
    });
    expect((await me.get('/api/users/me')).body).toMatchObject({ name: 'Huda Al Nasser', email: 'huda@example.com' });
    // Gulf and Levant zones by their IANA names (issue 19); an unknown zone is refused.
    for (const timezone of ['Asia/Riyadh', 'Asia/Dubai', 'Asia/Amman', 'Africa/Cairo']) {
      const zoned = await me.put('/api/auth/profile', { firstName: 'Huda', lastName: 'Al Nasser', timezone });
      expect([zoned.status, zoned.body.timezone]).toEqual([200, timezone]);
    }
    const unknownZone = await me.put('/api/auth/profile', {
      firstName: 'Huda',
      lastName: 'X',
      timezone: 'Mars/Olympus',
    });
    expect(unknownZone.status).toBe(400);
    expect((await me.get('/api/auth/profile')).body.timezone).toBe('Africa/Cairo');
    const anon = new Client(server);
    expect(
      (await anon.post('/api/auth/login', { email: 'huda@example.com', password: 'correct horse battery' })).status,
    ).toBe(200);
    // The old address is free again; the new one is taken.
    await new Client(server).signup({ email: 'profile@example.com', userType: 'CANDIDATE' });
    const taken = await me.put('/api/auth/profile', { firstName: 'Huda', lastName: 'X', email: 'profile@example.com' });
    expect(taken.status).toBe(409);

    const toggles = {
      emailDigest: false,
      browserNotifications: false,
      emailOnMention: true,
      emailOnAssignment: false,
      emailWeeklyReport: true,
      smsReminders: true,
    };
    expect((await me.put('/api/auth/notification-settings', toggles)).body.notificationSettings).toEqual(toggles);
    expect(
      (await me.put('/api/auth/security-settings', { twoFactorEnabled: true, sessionTimeout: 480 })).body
        .securitySettings,
    ).toEqual({ twoFactorEnabled: true, sessionTimeout: 480 });
    expect((await me.put('/api/auth/security-settings', { twoFactorEnabled: true, sessionTimeout: 45 })).status).toBe(
      400,
    );
    expect((await me.get('/api/auth/profile')).body.notificationSettings).toEqual(toggles);
  });

  it('uploads an avatar (images only, re-encoded) and shows it on /users/me', async () => {
    const me = new Client(server);
    await me.signup({ email: 'avatar@example.com' });
    const form = new FormData();
    form.append('avatar', new Blob([gif], { type: 'image/gif' }), 'me.gif');
    const uploaded = await me.post('/api/auth/upload-avatar', form);
    expect(uploaded.status).toBe(200);
    // Kept images are re-encoded; a GIF is kept as a PNG of its first frame.
    expect(uploaded.body.avatarUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await server.get(uploaded.body.avatarUrl)).headers.get('content-type')).toBe('image/png');
    expect((await me.get('/api/users/me')).body.avatar).toBe(uploaded.body.avatarUrl);
    const pdf = new FormData();
    pdf.append('avatar', new Blob([Buffer.from('%PDF-1.7')], { type: 'image/png' }), 'me.png');
    expect((await me.post('/api/auth/upload-avatar', pdf)).status).toBe(415);
    expect((await me.post('/api/auth/upload-avatar', new FormData())).body.code).toBe('UPLOAD.MISSING_FILE');
  });
});

describe('candidate profile', () => {
  it('shows the candidate their profile with the 8-check completeness, and keeps company users out', async () => {
    const candidate = new Client(server);
    await candidate.post('/api/auth/login', { email: 'profile@example.com', password: 'correct horse battery' });
    const profile = await candidate.get('/api/candidate/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      firstName: 'Test',
      lastName: 'User',
      email: 'profile@example.com',
      phone: '+962791234567',
      skills: [],
      workExperiences: [],
      completeness: {
        percentage: 38,
        checks: {
          fullName: true,
          email: true,
          phone: true,
          summary: false,
          skills: false,
          jobTitle: false,
          location: false,
          resume: false,
        },
      },
    });
    expect(profile.body.joinedAt).toMatch(/^\d{4}-/);
    const company = new Client(server);
    await company.post('/api/auth/login', { email: 'avatar@example.com', password: 'correct horse battery' });
    expect((await company.get('/api/candidate/profile')).status).toBe(403);
  });

  it('rate limits sign-ups per IP', async () => {
    // This file's server allows 3 per IP; the tests above used them up.
    const reply = await new Client(server).post('/api/auth/signup', {
      email: 'one-too-many@example.com',
      password: 'long enough 1',
      name: 'Late',
      userType: 'CANDIDATE',
      acceptedNotices: currentNoticeVersions,
    });
    expect(reply.status).toBe(429);
    expect(reply.body.code).toBe('AUTH.RATE_LIMITED');
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
