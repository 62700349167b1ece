// Anonymous appliers that behave like a careful client: a 503 is retried after its Retry-After, a lost connection
// after a short pause, and a 409 "already applied" after an unanswered attempt means that attempt went through.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

export type Accepted = { applicationId: string | null; email: string; jobId: string; acceptedAt: number };

export type Tally = {
  applications: number;
  requests: number;
  created: number;
  /** Acknowledged by a 409 after an attempt whose answer was lost (API killed mid-request) or was a 503. */
  confirmedBy409: number;
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  serverErrors: { status: number; body: string }[];
  otherErrors: { status: number; body: string }[];
  connectionErrors: number;
  /** Requests without any answer for REQUEST_TIMEOUT_MS. */
  hangs: number;
  gaveUp: number;
};

const REQUEST_TIMEOUT_MS = 30_000;
/** A submission still failing after this long is given up (and counted as such). */
const GIVE_UP_MS = 150_000;

function multipart(fields: Record<string, string>, pdf: Buffer, boundary: string) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(parts.join('') + fileHead), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/** One application, no retries: the quiet probe before the faults. Answers the application id. */
export async function applyOnce(baseUrl: string, jobId: string, email: string, pdf: Uint8Array): Promise<string> {
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const fields = {
    jobId,
    fullName: 'Lina Haddad',
    email,
    countryCode: '+962',
    phone: '791234567',
    acceptedNotices: JSON.stringify(currentNoticeVersions),
  };
  const response = await fetch(`${baseUrl}/api/applications/anonymous`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipart(fields, Buffer.from(pdf), boundary),
  });
  if (response.status !== 201) throw new Error(`the probe application got ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

export function createAppliers(options: {
  baseUrl: string;
  jobIds: string[];
  pdf: Uint8Array;
  concurrency: number;
  pauseMs: number;
  tag: string;
}) {
  const pdf = Buffer.from(options.pdf);
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const accepted: Accepted[] = [];
  const tally: Tally = {
    applications: 0,
    requests: 0,
    created: 0,
    confirmedBy409: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    serverErrors: [],
    otherErrors: [],
    connectionErrors: 0,
    hangs: 0,
    gaveUp: 0,
  };
  let stopping = false;

  async function submit(email: string, jobId: string): Promise<void> {
    const body = multipart(
      {
        jobId,
        fullName: 'Lina Haddad',
        email,
        countryCode: '+962',
        phone: '791234567',
        coverLetter: 'Hello.',
        acceptedNotices: JSON.stringify(currentNoticeVersions),
      },
      pdf,
      boundary,
    );
    const startedAt = Date.now();
    // Whether an earlier attempt may have gone through without our knowing (no answer, or a 503 after the write).
    let uncertain = false;
    while (Date.now() - startedAt < GIVE_UP_MS) {
      tally.requests++;
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/api/applications/anonymous`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') tally.hangs++;
        else tally.connectionErrors++;
        uncertain = true;
        await sleep(500);
        continue;
      }
      const text = await response.text();
      if (response.status === 201) {
        tally.created++;
        const { id } = JSON.parse(text) as { id: string };
        accepted.push({ applicationId: id, email, jobId, acceptedAt: Date.now() });
        return;
      }
      if (response.status === 503) {
        tally.unavailable++;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (!retryAfter) tally.unavailableWithoutRetryAfter++;
        uncertain = true;
        await sleep(Math.min(retryAfter || 1, 5) * 1000);
        continue;
      }
      if (response.status === 409 && uncertain && /ALREADY_APPLIED/.test(text)) {
        tally.confirmedBy409++;
        accepted.push({ applicationId: null, email, jobId, acceptedAt: Date.now() });
        return;
      }
      (response.status >= 500 ? tally.serverErrors : tally.otherErrors).push({
        status: response.status,
        body: text.slice(0, 300),
      });
      return;
    }
    tally.gaveUp++;
  }

  async function applier(index: number): Promise<void> {
    for (let n = 0; !stopping; n++) {
      tally.applications++;
      const email = `fault.${options.tag}.${index}.${n}@fault.example`;
      await submit(email, options.jobIds[(index + n) % options.jobIds.length]!);
      await sleep(options.pauseMs);
    }
  }

  let running: Promise<void[]> | undefined;
  return {
    accepted,
    tally,
    start() {
      running = Promise.all(Array.from({ length: options.concurrency }, (_, i) => applier(i)));
    },
    /** Lets every applier finish the submission it is on, retries included. */
    async stop() {
      stopping = true;
      await running;
    },
  };
}
