import { isPermanentHttpFailure, joinUrl, TransientSendError, unconfiguredChannel, type Channel } from './channel.ts';

export type WhatsAppOptions = {
  apiUrl: string;
  token: string | undefined;
  phoneNumberId: string | undefined;
  timeoutMs?: number;
};

type CloudApiAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/** Text messages through the WhatsApp Cloud API (`POST {apiUrl}/{phone-number-id}/messages`). */
export function whatsappChannel(options: WhatsAppOptions): Channel {
  const { apiUrl, token, phoneNumberId, timeoutMs = 15_000 } = options;
  const missing = [!token && 'WHATSAPP_TOKEN', !phoneNumberId && 'WHATSAPP_PHONE_NUMBER_ID'].filter(
    (m): m is string => !!m,
  );
  if (!token || !phoneNumberId) return unconfiguredChannel(missing);
  const endpoint = joinUrl(apiUrl, `${encodeURIComponent(phoneNumberId)}/messages`);
  return {
    configured: true,
    missing: [],
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'text',
          text: { preview_url: false, body: message.content },
          // Echoed in every status notification: statuses find the message even if this answer is lost.
          biz_opaque_callback_data: message.communicationId,
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as CloudApiAnswer;
      if (response.ok) return { status: 'accepted', providerMessageId: answer.messages?.[0]?.id ?? null };
      const detail = `${answer.error?.message ?? response.statusText} (${answer.error?.code ?? response.status})`;
      if (isPermanentHttpFailure(response.status)) {
        return { status: 'rejected', reason: { code: 'PROVIDER.REJECTED', message: `WhatsApp refused it: ${detail}` } };
      }
      throw new TransientSendError(`WhatsApp answered ${response.status}: ${detail}`);
    },
  };
}
