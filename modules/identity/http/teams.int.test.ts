import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner, invite, logoForm, png } from '../../../web/api/src/test-client.ts';

let server: TestServer;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn' },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
});
afterAll(() => server?.close());

describe('invitations and joining', () => {
  it('joins by code through sign-up and through both join paths; members list shows everyone', async () => {
    const { owner, company } = await companyOwner(server, 'owner-b@example.com');
    const first = await invite(owner, company.id);
    expect(first.code).toMatch(/^[A-Z2-9]{16}$/);
    expect(first).toMatchObject({ role: 'RECRUITER', link: `/join?code=${first.code}` });
    expect(new Date(first.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const card = await new Client(server).get(`/api/invitations/${first.code.toLowerCase()}`);
    expect(card.status).toBe(200);
    expect(card.body.company).toMatchObject({
      id: company.id,
      name: 'Acme Hiring',
      industry: 'Technology',
      city: 'Amman',
    });

    const recruiter = new Client(server);
    const joined = await recruiter.signup({
      email: 'recruiter-b@example.com',
      name: 'Rami',
      invitationCode: first.code,
    });
    expect(joined.user).toMatchObject({ companyId: company.id, role: 'RECRUITER' });

    const second = await invite(owner, company.id, { role: 'ADMIN' });
    const admin = new Client(server);
    await admin.signup({ email: 'admin-b@example.com', name: 'Aya' });
    const viaCompany = await admin.post('/api/company/join', { invitationCode: second.code });
    expect(viaCompany.status).toBe(200);
    expect(viaCompany.body.user).toMatchObject({ companyId: company.id, role: 'ADMIN' });

    const third = await invite(owner, company.id);
    const late = new Client(server);
    await late.signup({ email: 'late-b@example.com', name: 'Zaid' });
    expect((await late.post('/api/companies/join', { invitationCode: third.code })).status).toBe(200);

    const members = await owner.get('/api/company/members');
    expect(members.headers.get('content-range')).toBe('members 0-3/4');
    expect(members.body.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['owner-b@example.com', 'OWNER'],
      ['recruiter-b@example.com', 'RECRUITER'],
      ['admin-b@example.com', 'ADMIN'],
      ['late-b@example.com', 'RECRUITER'],
    ]);
  });

  it('refuses used, expired and unknown codes with clear errors', async () => {
    const { owner, company } = await companyOwner(server, 'owner-c@example.com');
    const used = await invite(owner, company.id);
    await new Client(server).signup({ email: 'first-c@example.com', invitationCode: used.code });
    const reused = new Client(server);
    await reused.signup({ email: 'second-c@example.com' });
    const usedReply = await reused.post('/api/company/join', { invitationCode: used.code });
    expect(usedReply.status).toBe(409);
    expect(usedReply.body).toMatchObject({
      code: 'INVITATION.ALREADY_USED',
      detail: 'This invitation code has already been used.',
    });
    expect((await new Client(server).get(`/api/invitations/${used.code}`)).status).toBe(409);

    const expiring = await invite(owner, company.id, { expiresInDays: 1 });
    clock.offsetMs = 86_400_000 + 1000;
    try {
      // A day idle ends the session too; sign in again a day later.
      await reused.post('/api/auth/login', { email: 'second-c@example.com', password: 'correct horse battery' });
      const expired = await reused.post('/api/company/join', { invitationCode: expiring.code });
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({ code: 'INVITATION.EXPIRED', detail: 'This invitation code has expired.' });
      const signup = await new Client(server).post('/api/auth/signup', {
        email: 'third-c@example.com',
        password: 'long enough 1',
        name: 'T',
        userType: 'COMPANY',
        invitationCode: expiring.code,
      });
      expect(signup.body.code).toBe('INVITATION.EXPIRED');
    } finally {
      clock.offsetMs = 0;
    }
    const unknown = await reused.post('/api/company/join', { invitationCode: 'AAAABBBBCCCCDDDD' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'INVITATION.NOT_FOUND', detail: 'This invitation code is not valid.' });
  });
});

describe('roles and tenancy', () => {
  it('lets a RECRUITER read but not invite, edit, change roles, logos or preferences (403)', async () => {
    const { owner, company } = await companyOwner(server, 'owner-d@example.com');
    const { code } = await invite(owner, company.id);
    const recruiter = new Client(server);
    const joined = await recruiter.signup({ email: 'recruiter-d@example.com', invitationCode: code });
    expect((await recruiter.get('/api/company/me/company')).status).toBe(200);
    expect((await recruiter.get('/api/company/members')).status).toBe(200);
    const forbidden = [
      await recruiter.post(`/api/company/${company.id}/invitation`, {}),
      await recruiter.put('/api/company/me/company', { name: 'Hijacked' }),
      await recruiter.put(`/api/company/members/${joined.user.id}/role`, { role: 'OWNER' }),
      await recruiter.put('/api/company/notifications', { ...company.notificationPreferences, weeklyReports: true }),
      await recruiter.post('/api/company/upload-logo', logoForm(png)),
    ];
    for (const reply of forbidden) {
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('COMPANY.FORBIDDEN');
    }
    expect((await owner.get('/api/company/me/company')).body.name).toBe('Acme Hiring');
  });

  it('keeps an ADMIN from making owners, and every company from losing its last owner', async () => {
    const { owner, company, user } = await companyOwner(server, 'owner-e@example.com');
    const admin = new Client(server);
    const adminUser = await admin.signup({
      email: 'admin-e@example.com',
      invitationCode: (await invite(owner, company.id, { role: 'ADMIN' })).code,
    });
    const recruiter = new Client(server);
    const recruiterUser = await recruiter.signup({
      email: 'rec-e@example.com',
      invitationCode: (await invite(admin, company.id)).code,
    });
    expect((await admin.put(`/api/company/members/${recruiterUser.user.id}/role`, { role: 'OWNER' })).status).toBe(403);
    expect((await admin.put(`/api/company/members/${user.id}/role`, { role: 'RECRUITER' })).status).toBe(403);
    expect((await admin.post(`/api/company/${company.id}/invitation`, { role: 'OWNER' })).status).toBe(403);
    const promoted = await admin.put(`/api/company/members/${recruiterUser.user.id}/role`, { role: 'ADMIN' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: recruiterUser.user.id, role: 'ADMIN' });
    expect((await recruiter.get('/api/users/me')).body.role).toBe('ADMIN');
    const last = await owner.put(`/api/company/members/${user.id}/role`, { role: 'ADMIN' });
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('COMPANY.LAST_OWNER');
    expect((await owner.put(`/api/company/members/${adminUser.user.id}/role`, { role: 'OWNER' })).status).toBe(200);
    expect((await owner.put(`/api/company/members/${user.id}/role`, { role: 'ADMIN' })).status).toBe(200);
  });

  it("answers 404 when a user of company A reaches for company B's things", async () => {
    const a = await companyOwner(server, 'owner-f@example.com');
    const b = await companyOwner(server, 'owner-g@example.com', { ...companyForm, name: 'Beta Co' });
    const invitation = await a.owner.post(`/api/company/${b.company.id}/invitation`, {});
    expect(invitation.status).toBe(404);
    expect(invitation.body.code).toBe('COMPANY.NOT_FOUND');
    const role = await a.owner.put(`/api/company/members/${b.user.id}/role`, { role: 'RECRUITER' });
    expect(role.status).toBe(404);
    expect(role.body.code).toBe('COMPANY.MEMBER_NOT_FOUND');
    const members = await a.owner.get(
      `/api/company/members?filter=${encodeURIComponent(JSON.stringify({ id: b.user.id }))}`,
    );
    expect(members.body).toEqual([]);
    expect((await a.owner.put('/api/company/me/company', { name: 'Renamed A' })).body.name).toBe('Renamed A');
    expect((await b.owner.get('/api/company/me/company')).body.name).toBe('Beta Co');
    expect((await a.owner.get('/api/company/me/company')).body.users).toHaveLength(1);
  });
});
