import { z } from 'zod';
import type { CommunicationStatus, Reason } from '@tawzeef/communications';

// Only what we read; the Cloud API adds fields over time, so everything else passes.
const status = z.looseObject({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
const message = z.looseObject({
  from: z.string(),
  id: z.string(),
  type: z.string().optional(),
  text: z.looseObject({ body: z.string() }).optional(),
  button: z.looseObject({ text: z.string() }).optional(),
  interactive: z.unknown().optional(),
});
const contact = z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() });
export const notificationSchema = z.looseObject({
  object: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional(),
              value: z.looseObject({
                metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
                statuses: z.array(status).optional(),
                messages: z.array(message).optional(),
                contacts: z.array(contact).optional(),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

const statuses: Record<string, CommunicationStatus> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

export type WhatsAppStatusReport = {
  communicationId: string | null;
  providerMessageId: string;
  status: CommunicationStatus;
  reason: Reason | null;
  at: Date | null;
};
export type WhatsAppInbound = { providerMessageId: string; from: string; content: string; senderName: string | null };

const dateOf = (seconds: string | undefined) =>
  seconds && /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : null;

/** The status reports and inbound messages of one notification, for our business number only. */
export function readNotification(payload: z.infer<typeof notificationSchema>, phoneNumberId: string | undefined) {
  const reports: WhatsAppStatusReport[] = [];
  const inbound: WhatsAppInbound[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      const number = value.metadata?.phone_number_id;
      if (phoneNumberId && number && number !== phoneNumberId) continue;
      for (const s of value.statuses ?? []) {
        const mapped = statuses[s.status];
        if (!mapped) continue;
        const error = s.errors?.[0];
        reports.push({
          communicationId: s.biz_opaque_callback_data ?? null,
          providerMessageId: s.id,
          status: mapped,
          reason:
            mapped === 'FAILED'
              ? {
                  code: `WHATSAPP.${error?.code ?? 'FAILED'}`,
                  message: error?.title ?? 'WhatsApp could not deliver it.',
                }
              : null,
          at: dateOf(s.timestamp),
        });
      }
      for (const m of value.messages ?? []) {
        const content = m.text?.body ?? m.button?.text ?? `[${m.type ?? 'message'}]`;
        const name = value.contacts?.find((c) => c.wa_id === m.from)?.profile?.name ?? null;
        inbound.push({ providerMessageId: m.id, from: m.from, content, senderName: name });
      }
    }
  }
  return { reports, inbound };
}
