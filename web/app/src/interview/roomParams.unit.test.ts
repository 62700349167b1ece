import { describe, expect, it } from 'vitest';
import { contextOfCreated, resolveRoomParams, sessionOfCreated } from './roomParams.ts';

const q = (text: string) => new URLSearchParams(text);

describe('variant B room parameters', () => {
  it('joins directly with token, roomName and serverUrl in the URL', () => {
    expect(resolveRoomParams(q('token=abc&roomName=r1&serverUrl=wss://lk.example&jobId=j1'))).toEqual({
      kind: 'direct',
      session: { token: 'abc', serverUrl: 'wss://lk.example' },
      roomName: 'r1',
    });
  });

  it('creates the room from jobId, with the optional phone and roomName', () => {
    expect(resolveRoomParams(q('jobId=j1&phone=%2B962791234567'))).toEqual({
      kind: 'create',
      jobId: 'j1',
      phone: '+962791234567',
      roomName: null,
    });
    expect(resolveRoomParams(q('jobId=j1&roomName=r1&token=abc'))).toMatchObject({ kind: 'create', roomName: 'r1' });
  });

  it('reports which required parameters are missing when neither is possible', () => {
    expect(resolveRoomParams(q(''))).toEqual({
      kind: 'missing',
      error: { key: 'missingParams', missing: { token: false, roomName: false } },
    });
    expect(resolveRoomParams(q('token=abc&jobId=%20'))).toEqual({
      kind: 'missing',
      error: { key: 'missingParams', missing: { token: true, roomName: false } },
    });
  });

  it('takes the session from the creation answer, room.name and room.metadata as fallbacks', () => {
    expect(sessionOfCreated({ token: 't', roomName: 'r', liveKitUrl: 'wss://a' }, null)).toEqual({
      session: { token: 't', serverUrl: 'wss://a' },
      roomName: 'r',
    });
    expect(sessionOfCreated({ token: 't', room: { name: 'r2' } }, 'wss://b')).toEqual({
      session: { token: 't', serverUrl: 'wss://b' },
      roomName: 'r2',
    });
    expect(sessionOfCreated({ roomName: 'r', liveKitUrl: 'wss://a' }, null)).toEqual({
      error: { key: 'missingParams', missing: { token: false, roomName: true } },
    });
    expect(sessionOfCreated({ token: 't', roomName: 'r' }, null)).toEqual({ error: { key: 'connect' } });
    expect(
      contextOfCreated({
        room: { metadata: { jobName: 'Backend', companyName: 'Acme', candidateName: 'Omar' } },
        interviewContext: { jobName: 'Backend Developer', companyName: 'Acme Hiring', candidateName: '' },
        participantName: 'Omar Khalil',
      }),
    ).toEqual({ jobName: 'Backend Developer', companyName: 'Acme Hiring', candidateName: 'Omar Khalil' });
  });
});
