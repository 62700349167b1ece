/**
 * The local mail server (Mailpit, started by scripts/start and scripts/test) as tests read it: through its HTTP API.
 * MAILPIT_SMTP_PORT and MAILPIT_UI_PORT as in scripts/lib/env.sh.
 */
export const mailpit = {
  smtpUrl: `smtp://127.0.0.1:${process.env.MAILPIT_SMTP_PORT ?? '1025'}`,
  apiUrl: `http://127.0.0.1:${process.env.MAILPIT_UI_PORT ?? '8025'}`,
};

export type MailpitMessage = {
  ID: string;
  MessageID: string;
  Subject: string;
  From: { Address: string; Name: string };
  To: { Address: string; Name: string }[];
  Text: string;
  HTML: string;
  Attachments: { FileName: string; ContentType: string; PartID: string }[];
};

type Summary = { ID: string; Subject: string; To: { Address: string }[] };

/** Throws a plain message when Mailpit is not up, which is what a test needs to say. */
export async function assertMailpitUp() {
  const reply = await fetch(`${mailpit.apiUrl}/api/v1/info`).catch((error: unknown) => {
    throw new Error(`Mailpit is not reachable at ${mailpit.apiUrl} (scripts/test starts it): ${String(error)}`);
  });
  if (!reply.ok) throw new Error(`Mailpit at ${mailpit.apiUrl} answered ${reply.status}`);
}

/** The messages to `address` (newest first) that `accept` takes, waiting until `count` of them arrived. */
export async function mailsTo(
  address: string,
  options: { count?: number; accept?: (summary: Summary) => boolean; timeoutMs?: number } = {},
): Promise<MailpitMessage[]> {
  const { count = 1, accept = () => true, timeoutMs = 90_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const query = encodeURIComponent(`to:"${address}"`);
    const reply = await fetch(`${mailpit.apiUrl}/api/v1/search?query=${query}&limit=200`);
    const found = ((await reply.json()) as { messages: Summary[] }).messages.filter(
      (m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()) && accept(m),
    );
    if (found.length >= count) {
      return Promise.all(
        found.map(
          async (m) => (await (await fetch(`${mailpit.apiUrl}/api/v1/message/${m.ID}`)).json()) as MailpitMessage,
        ),
      );
    }
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${address} reached Mailpit`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A message's raw source (headers and every MIME part). */
export async function rawMail(id: string): Promise<string> {
  return (await fetch(`${mailpit.apiUrl}/api/v1/message/${id}/raw`)).text();
}
