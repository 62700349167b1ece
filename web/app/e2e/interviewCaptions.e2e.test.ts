import { Room as AgentRoom } from '@livekit/rtc-node';
import { AccessToken } from 'livekit-server-sdk';
import { describe, expect, it } from 'vitest';
import { messages } from './identityFlows.ts';
import {
  apiKey,
  apiSecret,
  livekitUrl,
  narrow,
  overlaps,
  roomBrowser,
  startInterview,
  wide,
} from './roomTripsFlows.ts';

/**
 * Issue 19, point 10: in the live AI interview the captions never cover the video tiles or the "You" label, in
 * English and Arabic at 1440 and 390 px. A stand-in interviewer speaks the room's data-channel protocol.
 */
const { openAs } = roomBrowser();

describe('the captions (point 10)', () => {
  async function tokenFor(identity: string, room: string, agent: boolean) {
    const token = new AccessToken(apiKey, apiSecret, { identity, name: agent ? 'AI' : 'Lina', ttl: '10m' });
    token.addGrant({
      roomJoin: true,
      room,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
      ...(agent ? { canUpdateOwnMetadata: true, agent: true } : {}),
    });
    return token.toJwt();
  }

  it('sit below the video tiles and never cover the "You" label, in English and Arabic at 1440 and 390 px', async () => {
    const question =
      'Tell me about a project you are proud of: what was hard about it, what you did yourself and what came of it?';
    for (const language of ['en', 'ar'] as const) {
      for (const viewport of [wide, narrow]) {
        const roomName = `e2e-captions-${language}-${viewport.width}-${Date.now().toString(36)}`;
        const agent = new AgentRoom();
        try {
          await agent.connect(livekitUrl, await tokenFor(`ai-interviewer-${roomName}`, roomName, true), {
            autoSubscribe: true,
            dynacast: false,
          });
          await agent.localParticipant!.setAttributes({ 'lk.agent.state': 'speaking' });
          const app = await openAs(language, viewport, [/^\/api\//]);
          const { page } = app;
          const query = new URLSearchParams({
            token: await tokenFor(`candidate-${roomName}`, roomName, false),
            roomName,
            serverUrl: livekitUrl,
          });
          await app.goto(`/interview/e2e?${query}`);
          await startInterview(page);
          // The fake camera shows in the candidate's own tile.
          await page.getByTestId('self-tile').locator('video').waitFor({ timeout: 15_000 });
          await agent.localParticipant!.publishData(
            new TextEncoder().encode(
              JSON.stringify({ seq: 1, speakerType: 'AI_ASSISTANT', text: question, durationMs: 60_000 }),
            ),
            { reliable: true, topic: 'transcript' },
          );
          const caption = page.getByTestId('caption');
          await caption.getByText(question).waitFor();
          const where = `${language} at ${viewport.width} px`;
          const captionBox = (await caption.boundingBox())!;
          for (const tile of ['ai-tile', 'self-tile']) {
            const tileBox = (await page.getByTestId(tile).boundingBox())!;
            expect(overlaps(captionBox, tileBox), `the caption over the ${tile} (${where})`).toBe(false);
          }
          // The "You" label is the topmost thing where it is drawn: nothing covers it.
          const you = page.getByTestId('self-tile').getByText(messages[language].interview.you, { exact: true });
          const uncovered = await you.evaluate((label) => {
            const box = label.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return top !== null && (label === top || label.contains(top));
          });
          expect(uncovered, `the "You" label is visible (${where})`).toBe(true);
          // The caption is readable whole, inside the window, and the input and End Interview stay on screen.
          expect(captionBox.x).toBeGreaterThanOrEqual(0);
          expect(captionBox.x + captionBox.width).toBeLessThanOrEqual(viewport.width);
          for (const id of ['chat-input', 'end-interview']) {
            const box = (await page.getByTestId(id).boundingBox())!;
            expect(box.y + box.height, `${id} on screen (${where})`).toBeLessThanOrEqual(viewport.height);
          }
          await app.screenshot(`room-trips-captions-${language}-${viewport.width}`, { fullPage: false });
          await app.close();
        } finally {
          await agent.disconnect().catch(() => undefined);
        }
      }
    }
  }, 240_000);
});
