import express, { Router } from 'express';
import { verifyHubSignature, verifyTwilioSignature, type CommunicationStatus } from '@tawzeef/communications';
import type { CommunicationsService } from '@tawzeef/communications';
import { DomainError, type ApiRoute } from '@tawzeef/http';
import { notificationSchema, readNotification } from './whatsapp-payload.ts';

export type WebhookConfig = {
  publicUrl: string;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  whatsappPhoneNumberId: string | undefined;
  smsAuthToken: string | undefined;
};

const badSignature = () => new DomainError('WEBHOOK.INVALID_SIGNATURE', 'The signature is missing or wrong.', 401);

const smsStatuses: Record<string, CommunicationStatus> = {
  queued: 'SENT',
  accepted: 'SENT',
  sending: 'SENT',
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
  undelivered: 'FAILED',
};

/**
 * The providers' callbacks under /api/webhooks: no session, each request authenticated by its signature over
 * the raw body. They only name messages by id; nothing here fetches a URL from a request.
 */
export function communicationWebhooksRoute(communications: CommunicationsService, config: WebhookConfig): ApiRoute {
  const router = Router();
  const limit = '1mb';

  router.get('/whatsapp', (req, res) => {
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (mode !== 'subscribe' || !config.whatsappVerifyToken || token !== config.whatsappVerifyToken) {
      throw new DomainError('WEBHOOK.FORBIDDEN', 'The verify token is wrong.', 403);
    }
    res.type('text/plain').send(typeof challenge === 'string' ? challenge : '');
  });

  router.post('/whatsapp', express.raw({ type: () => true, limit }), async (req, res) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verifyHubSignature(raw, req.get('x-hub-signature-256'), config.whatsappAppSecret)) throw badSignature();
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new DomainError('REQUEST.MALFORMED_JSON', 'The body is not valid JSON.', 400);
    }
    const { reports, inbound } = readNotification(notificationSchema.parse(json), config.whatsappPhoneNumberId);
    for (const report of reports) await communications.recordStatus(report);
    for (const message of inbound) await communications.receive({ type: 'WHATSAPP', ...message });
    res.json({ received: reports.length + inbound.length });
  });

  router.post('/sms', express.urlencoded({ extended: false, limit, type: () => true }), async (req, res) => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string') params[key] = value;
    }
    // Signed over the URL the gateway was given, which is on PUBLIC_URL (never the request's Host header).
    const url = `${config.publicUrl.replace(/\/+$/, '')}${req.originalUrl}`;
    if (!verifyTwilioSignature(url, params, req.get('x-twilio-signature'), config.smsAuthToken)) throw badSignature();
    const sid = params.MessageSid ?? params.SmsSid;
    if (!sid) throw new DomainError('REQUEST.VALIDATION_FAILED', 'MessageSid is required.', 400);
    const state = (params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase();
    if (params.Body !== undefined && (state === '' || state === 'received')) {
      await communications.receive({
        type: 'SMS',
        providerMessageId: sid,
        from: params.From ?? '',
        content: params.Body,
        senderName: null,
      });
    } else if (smsStatuses[state]) {
      const status = smsStatuses[state];
      const communicationId = typeof req.query.communicationId === 'string' ? req.query.communicationId : null;
      await communications.recordStatus({
        communicationId,
        providerMessageId: sid,
        status,
        reason:
          status === 'FAILED'
            ? {
                code: params.ErrorCode ? `SMS.${params.ErrorCode}` : `SMS.${state.toUpperCase()}`,
                message: params.ErrorMessage ?? `The SMS was ${state}.`,
              }
            : null,
      });
    }
    res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  return { path: '/webhooks', router };
}
