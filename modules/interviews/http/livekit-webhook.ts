import express, { Router } from 'express';
import { WebhookReceiver } from 'livekit-server-sdk';
import { isAgentIdentity } from '@tawzeef/interview-agent';
import { DomainError, type ApiRoute } from '@tawzeef/http';

/**
 * LiveKit's webhook (`webhook.urls` in its config): when a candidate joins a room, an interviewer is dispatched to
 * it, so a candidate who joined with an older token, or rejoined after the interviewer left, is still interviewed.
 * Signed with the LiveKit API key; it only names rooms.
 */
export function liveKitWebhookRoute(
  livekit: { apiKey: string; apiSecret: string },
  dispatch: (roomName: string) => void,
): ApiRoute {
  const receiver = new WebhookReceiver(livekit.apiKey, livekit.apiSecret);
  const router = Router();
  router.post('/', express.text({ type: () => true, limit: '64kb' }), async (req, res) => {
    const body = typeof req.body === 'string' ? req.body : '';
    const event = await receiver.receive(body, req.get('authorization')).catch(() => {
      throw new DomainError('WEBHOOK.INVALID_SIGNATURE', 'The signature is missing or wrong.', 401);
    });
    const roomName = event.room?.name;
    const identity = event.participant?.identity;
    if (event.event === 'participant_joined' && roomName && identity && !isAgentIdentity(identity)) dispatch(roomName);
    res.status(204).end();
  });
  return { path: '/webhooks/livekit', router };
}
