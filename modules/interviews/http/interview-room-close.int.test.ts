import { Room } from '@livekit/rtc-node';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { request } from '../../../web/api/src/test-company-applications.ts';
import { startInterviews, type InterviewsFixture } from '../../../web/api/src/test-interviews.ts';

// An interview ended in the room, and the candidate's page still in it: the room outlives the page's own leaving.
const url = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const key = process.env.LIVEKIT_API_KEY ?? 'devkey';
const secret = process.env.LIVEKIT_API_SECRET ?? 'secret';

let fixture: InterviewsFixture;
let server: TestServer;
let interviewId: string;
let roomName: string;

beforeAll(async () => {
  fixture = await startInterviews();
  server = fixture.server;
  const { applicationId, jobId, companyId } = fixture;
  ({ interviewId, roomName } = await server.container
    .get(TOKENS.InterviewActivities)
    .inviteToInterview({ applicationId, jobId, companyId, stage: 'FIRST', round: 1 }));
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('closing the room of an interview ended in it', () => {
  it('waits for the candidate still in the room to leave, then deletes the room', async () => {
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(interviewId, request(null));
    const token = new AccessToken(key, secret, { identity: `candidate-${roomName}`, ttl: '10m' });
    token.addGrant({ roomJoin: true, room: roomName, canSubscribe: true });
    const candidate = new Room();
    await candidate.connect(url, await token.toJwt(), { autoSubscribe: false, dynacast: false });
    await interviews.complete(interviewId, 'AGENT_ENDED', request(null));

    const events: string[] = [];
    const closing = server.container
      .get(TOKENS.InterviewActivities)
      .closeInterview(interviewId)
      .then((status) => events.push(`closed ${status}`));
    // The page reads the interviewer's end message, then leaves.
    await new Promise((resolve) => setTimeout(resolve, 600));
    events.push('left');
    await candidate.disconnect();
    await closing;

    expect(events).toEqual(['left', 'closed COMPLETED']);
    const rooms = new RoomServiceClient(url.replace(/^ws/u, 'http'), key, secret);
    expect((await rooms.listRooms([roomName])).map((room) => room.name)).toEqual([]);
  }, 60_000);
});
