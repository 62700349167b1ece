import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { opsToken, startPipeline, type Pipeline, type Row } from '../../../web/api/src/test-pipeline.ts';

// An application's event history, for its company and operators; never for its candidate (notes, AI verdicts).
let pipeline: Pipeline;
let server: TestServer;
let owner: Client;
let ownerId: string;
let jobA1: string;

beforeAll(async () => {
  pipeline = await startPipeline();
  ({ server, owner, ownerId, jobA1 } = pipeline);
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

describe('the history', () => {
  it('lists every event in order with who, when and the AI provenance, for the company and operators, not the candidate', async () => {
    const candidate = new Client(server);
    const signup = await candidate.signup({
      email: 'hist.candidate@example.com',
      userType: 'CANDIDATE',
      name: 'Rami Saleh',
    });
    const candidateId = signup.user.id as string;
    const { id, position } = await seedApplication(
      server,
      {
        jobId: jobA1,
        jobTitle: 'Backend Developer',
        firstName: 'Rami',
        lastName: 'Saleh',
        email: 'hist.candidate@example.com',
        status: 'OFFERED',
        priority: 'high',
        analysis: 'DONE',
        score: 71,
        skills: ['Go'],
      },
      { candidateId, actorId: ownerId },
    );
    await caughtUp(server, position);
    const reply = await owner.get(`/api/applications/${id}/history`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ applicationId: id, version: 4 });
    const events = reply.body.events as Row[];
    expect(events.map((e) => [e.version, e.type])).toEqual([
      [1, 'ApplicationSubmitted'],
      [2, 'CvAnalyzed'],
      [3, 'ApplicationStatusChanged'],
      [4, 'ApplicationPriorityChanged'],
    ]);
    expect(events[0]).toMatchObject({ actor: { id: candidateId, name: 'Rami Saleh' }, provenance: null });
    expect(events[1]).toMatchObject({
      actor: null,
      data: { score: 71 },
      provenance: { engine: 'local', model: 'seed', promptVersion: 'v1' },
    });
    expect(events[2]).toMatchObject({
      actor: { id: ownerId, name: 'Layla Haddad' },
      data: { status: 'OFFERED', previousStatus: 'SUBMITTED' },
    });
    for (const e of events) expect(new Date(e.at).getTime()).not.toBeNaN();
    expect(Number(events[3]!.globalPosition)).toBeGreaterThan(Number(events[0]!.globalPosition));

    const own = await candidate.get(`/api/applications/${id}/history`);
    expect(own.status).toBe(404);
    expect(own.body.events).toBeUndefined();
    const stranger = new Client(server);
    await stranger.signup({ email: 'hist.stranger@example.com', userType: 'CANDIDATE' });
    expect((await stranger.get(`/api/applications/${id}/history`)).status).toBe(404);
    const operator = new Client(server);
    operator.bearer = opsToken;
    expect((await operator.get(`/api/applications/${id}/history`)).body.events).toHaveLength(4);
    expect((await operator.get(`/api/applications/${randomUUID()}/history`)).status).toBe(404);
    expect((await new Client(server).get(`/api/applications/${id}/history`)).status).toBe(401);
  });
});
