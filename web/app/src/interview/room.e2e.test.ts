import { Room as AgentRoom, RoomEvent as AgentEvent } from '@livekit/rtc-node';
import { AccessToken } from 'livekit-server-sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppReachable, fakeMediaArgs, launchBrowser, openPage, type AppPage } from '../../e2e/harness.ts';

/**
 * The candidate's room in Chromium with fake camera and microphone against the real LiveKit server, with a
 * stand-in for the AI interviewer (a Node participant speaking the agent's data-channel protocol). The room is
 * opened with the spec's variant B query (token, roomName, serverUrl), so no interview has to exist; the full
 * interview with the real agent and workflow is modules/interview-agent's end-to-end test.
 */
const livekitUrl = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const apiKey = process.env.LIVEKIT_API_KEY ?? 'devkey';
const apiSecret = process.env.LIVEKIT_API_SECRET ?? 'secret';

type Role = 'candidate' | 'agent' | 'observer';

/** Tokens as the API and the agent mint them: observers subscribe only and are hidden. */
async function tokenFor(identity: string, room: string, name: string, role: Role = 'candidate'): Promise<string> {
  const token = new AccessToken(apiKey, apiSecret, { identity, name, ttl: '10m' });
  token.addGrant(
    role === 'observer'
      ? { roomJoin: true, room, canPublish: false, canPublishData: false, canSubscribe: true, hidden: true }
      : {
          roomJoin: true,
          room,
          canPublish: true,
          canSubscribe: true,
          canPublishData: true,
          ...(role === 'agent' ? { canUpdateOwnMetadata: true, agent: true } : {}),
        },
  );
  return token.toJwt();
}

let browser: Browser;
let app: AppPage | undefined;
let observerApp: AppPage | undefined;
const agent = new AgentRoom();

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser(fakeMediaArgs());
});

afterAll(async () => {
  await app?.close();
  await observerApp?.close();
  await browser?.close();
  await agent.disconnect().catch(() => undefined);
});

describe('the interview rooms', () => {
  it('checks devices, asks consent, connects with camera and microphone, chats with the interviewer and ends', async () => {
    const roomName = `e2e-room-${Date.now().toString(36)}`;
    const candidateToken = await tokenFor('candidate-e2e', roomName, 'E2E Candidate');
    await agent.connect(livekitUrl, await tokenFor('ai-interviewer-e2e', roomName, 'AI', 'agent'), {
      autoSubscribe: true,
      dynacast: false,
    });
    const typed: string[] = [];
    agent.on(AgentEvent.DataReceived, (payload, _participant, _kind, topic) => {
      if (topic === 'chat') typed.push(new TextDecoder().decode(payload));
    });
    await agent.localParticipant!.setAttributes({ 'lk.agent.state': 'listening' });

    // /api is tolerated missing so the test also runs against `vite preview` of the built app.
    app = await openPage(browser, { missingApi: [/^\/api\//], storage: { 'gdpr-accepted': 'true', language: 'en' } });
    await app.context.grantPermissions(['camera', 'microphone']);
    const { page } = app;
    const query = new URLSearchParams({ token: candidateToken, roomName, serverUrl: livekitUrl });
    await app.goto(`/interview/e2e?${query}`);

    const start = page.getByTestId('start-interview');
    expect(await start.textContent()).toBe('Please wait for device test to complete');
    await page.getByTestId('device-report').waitFor({ timeout: 10_000 });
    expect(await start.textContent()).toBe('Please accept our privacy policy to continue');
    expect(await start.isDisabled()).toBe(true);
    // The room records the AI-use notice's acceptance before it starts; the API is absent here, so answer it.
    await page.route('**/api/privacy/consents', (route) => route.fulfill({ status: 201, json: { acceptances: [] } }));
    await page.getByTestId('notice-consent').getByRole('checkbox').check();
    await page.getByTestId('privacy-consent').getByRole('checkbox').check();
    await start.click();
    await page.getByText('Preparing Interview...').waitFor();

    await page.locator('[data-testid="live-room"][data-phase="connected"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('live-badge').waitFor();
    await page.getByTestId('room-status').getByText('Interview Active').waitFor({ timeout: 10_000 });
    await page.getByTestId('ai-state').getByText('Listening').waitFor({ timeout: 10_000 });

    // The fake camera and microphone reach the interviewer.
    await expect
      .poll(() => agent.remoteParticipants.get('candidate-e2e')?.trackPublications.size ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    // The interviewer's utterance shows in the chat and as a caption that clears 5 s later.
    const question = 'Tell me about a project you are proud of.';
    await agent.localParticipant!.publishData(
      new TextEncoder().encode(JSON.stringify({ seq: 1, speakerType: 'AI_ASSISTANT', text: question, at: new Date() })),
      { reliable: true, topic: 'transcript' },
    );
    await page.getByTestId('caption').getByText(question).waitFor();
    await page.getByTestId('chat-log').getByText(question).waitFor();
    await page.getByTestId('caption').waitFor({ state: 'detached', timeout: 7_000 });

    // A typed answer goes to the interviewer as {type:'chat', text} on the "chat" topic.
    await page.getByTestId('chat-input').fill('I built the payments API.');
    await page.getByTestId('chat-input').press('Enter');
    await expect
      .poll(() => typed, { timeout: 10_000 })
      .toContainEqual(JSON.stringify({ type: 'chat', text: 'I built the payments API.' }));
    await app.screenshot('interview-room', { fullPage: false });

    // The interviewer's state follows its "lk.agent.state" attribute; the mute button toggles the microphone.
    await agent.localParticipant!.setAttributes({ 'lk.agent.state': 'speaking' });
    await page.getByTestId('ai-state').getByText('Speaking').waitFor();
    await page.getByTestId('toggle-mic').click();
    await page.locator('[data-testid="toggle-mic"][aria-pressed="false"]').waitFor();
    await page.getByTestId('toggle-mic').click();
    await page.locator('[data-testid="toggle-mic"][aria-pressed="true"]').waitFor();

    // When the interviewer leaves, the candidate is told and can end the interview.
    await agent.disconnect();
    await page.getByTestId('agent-left').waitFor({ timeout: 15_000 });

    await page.getByTestId('end-interview').click();
    await page.getByText('Are you sure you want to leave the interview? This action cannot be undone.').waitFor();
    await page.getByTestId('confirm-leave').click();
    await page.getByTestId('room-ended').waitFor();
    expect(app.problems).toEqual([]);
  });

  it('lets a company member watch a live interview at /room/{roomId}: subscribe-only, hidden, with the transcript', async () => {
    const roomName = `e2e-observed-${Date.now().toString(36)}`;
    const interviewer = new AgentRoom();
    const candidate = new AgentRoom();
    try {
      await interviewer.connect(livekitUrl, await tokenFor('ai-interviewer-obs', roomName, 'AI', 'agent'), {
        autoSubscribe: true,
        dynacast: false,
      });
      await candidate.connect(livekitUrl, await tokenFor('candidate-obs', roomName, 'Sara Ali'), {
        autoSubscribe: true,
        dynacast: false,
      });
      const observerToken = await tokenFor('observer-e2e', roomName, 'Layla', 'observer');

      // The session, the token and the interview's details are answered here, so no company has to exist.
      observerApp = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: 'en' } });
      const { page } = observerApp;
      const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
      await page.route('**/api/users/session', (route) =>
        route.fulfill(
          json({
            user: { id: 'u-obs', name: 'Layla', email: 'layla@example.com', userType: 'COMPANY', companyId: 'c-obs' },
          }),
        ),
      );
      const asked: unknown[] = [];
      await page.route('**/api/interview/token', (route) => {
        asked.push(route.request().postDataJSON());
        return route.fulfill(
          json({ token: observerToken, roomName, liveKitUrl: livekitUrl, role: 'OBSERVER', interviewId: 'i-obs' }),
        );
      });
      await page.route('**/api/interviews/i-obs', (route) =>
        route.fulfill(
          json({
            id: 'i-obs',
            status: 'IN_PROGRESS',
            job: { title: 'Backend Developer', company: { name: 'Acme' } },
            candidate: { firstName: 'Sara', lastName: 'Ali' },
            maxDurationMinutes: 45,
          }),
        ),
      );
      await observerApp.goto(`/room/${roomName}`);
      await page.locator('[data-testid="live-room"][data-phase="connected"]').waitFor({ timeout: 30_000 });
      // The visit's id rides along for the AI-use notice's check, which observers are not asked.
      expect(asked).toEqual([{ roomName, participantName: 'Layla', visitorId: expect.any(String) }]);
      await page.getByRole('heading', { name: 'Backend Developer' }).waitFor();
      await page.getByText('Observing').waitFor();
      // Observers have no media controls and no chat box, and the others never see them.
      expect(await page.getByTestId('toggle-mic').count()).toBe(0);
      expect(await page.getByTestId('chat-input').count()).toBe(0);
      expect(candidate.remoteParticipants.has('observer-e2e')).toBe(false);

      await interviewer.localParticipant!.publishData(
        new TextEncoder().encode(JSON.stringify({ seq: 1, speakerType: 'AI_ASSISTANT', text: 'Why this job?' })),
        { reliable: true, topic: 'transcript' },
      );
      await interviewer.localParticipant!.publishData(
        new TextEncoder().encode(JSON.stringify({ seq: 2, speakerType: 'CANDIDATE', text: 'I love payments.' })),
        { reliable: true, topic: 'transcript' },
      );
      await page.getByTestId('chat-log').getByText('Why this job?').waitFor();
      await page.getByTestId('chat-log').getByText('I love payments.').waitFor();

      await page.getByTestId('end-interview').click();
      await page.getByTestId('room-ended').waitFor();
      expect(observerApp.problems).toEqual([]);
    } finally {
      await interviewer.disconnect().catch(() => undefined);
      await candidate.disconnect().catch(() => undefined);
    }
  });
});
