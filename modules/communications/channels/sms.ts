import { isPermanentHttpFailure, joinUrl, TransientSendError, unconfiguredChannel, type Channel } from './channel.ts';

export type SmsOptions = {
  apiUrl: string;
  accountSid: string | undefined;
  authToken: string | undefined;
  from: string | undefined;
  /** Where the gateway reports this message's status (on PUBLIC_URL, never from a request). */
  statusCallbackUrl: (communicationId: string) => string;
  timeoutMs?: number;
};

type GatewayAnswer = { sid?: string; message?: string; code?: number };

/** SMS through a Twilio-style gateway: `POST {apiUrl}/Accounts/{sid}/Messages.json`, form-encoded, basic auth. */
export function smsChannel(options: SmsOptions): Channel {
  const { apiUrl, accountSid, authToken, from, timeoutMs = 15_000 } = options;
  const missing = [!accountSid && 'SMS_ACCOUNT_SID', !authToken && 'SMS_AUTH_TOKEN', !from && 'SMS_FROM'].filter(
    (m): m is string => !!m,
  );
  if (!accountSid || !authToken || !from) return unconfiguredChannel(missing);
  const endpoint = joinUrl(apiUrl, `Accounts/${encodeURIComponent(accountSid)}/Messages.json`);
  const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    configured: true,
    missing: [],
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: `+${message.to}`,
          From: from,
          Body: message.content,
          StatusCallback: options.statusCallbackUrl(message.communicationId),
        }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
      if (response.ok) return { status: 'accepted', providerMessageId: answer.sid ?? null };
      const detail = `${answer.message ?? response.statusText} (${answer.code ?? response.status})`;
      if (isPermanentHttpFailure(response.status)) {
        return {
          status: 'rejected',
          reason: { code: 'PROVIDER.REJECTED', message: `The SMS gateway refused it: ${detail}` },
        };
      }
      throw new TransientSendError(`The SMS gateway answered ${response.status}: ${detail}`);
    },
  };
}
