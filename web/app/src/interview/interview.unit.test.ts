import { describe, expect, it } from 'vitest';
import { nextCaption, visibleCaption } from './captions.ts';
import { appendLine, candidateUtterance, correctedUtterance, heardUtterance, mergeRecorded } from './chat.ts';
import { constraintsFor, desktopMedia, isMobileAgent, mediaProfile, mobileMedia } from './constants.ts';
import { startBlocker } from './deviceCheck.ts';
import { connectionError, deviceError, mediaErrorKey } from './errors.ts';
import { formatElapsed, statusKey } from './format.ts';
import { requestMedia } from './media.ts';
import { handleData, type DataSink } from './roomHandlers.ts';
import { agentStateOf, decodeMessage, decodeUtterance, encodeMessage, isInterviewerIdentity } from './protocol.ts';
import { hiddenExchanges, transcriptPreview, type TranscriptEntry } from './transcript.ts';

const domError = (name: string, message = name) => Object.assign(new Error(message), { name });
const fakeStream = (label: string) => ({ id: label }) as unknown as MediaStream;

describe('media permission fallback', () => {
  it('asks for camera and microphone first and stops there when granted', async () => {
    const asked: MediaStreamConstraints[] = [];
    const result = await requestMedia(async (constraints) => {
      asked.push(constraints);
      return fakeStream('full');
    }, desktopMedia);
    expect(result.mode).toBe('full');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.video).toBeTruthy();
    expect(asked[0]?.audio).toBeTruthy();
  });

  it('falls back to audio only, keeping the first error to explain why', async () => {
    const asked: string[] = [];
    const result = await requestMedia(async (constraints) => {
      asked.push(constraints.video ? 'full' : 'audio');
      if (constraints.video) throw domError('NotFoundError');
      return fakeStream('audio');
    }, desktopMedia);
    expect(asked).toEqual(['full', 'audio']);
    expect(result.mode).toBe('audio');
    expect(deviceError(result.error).key).toBe('noDevice');
  });

  it('ends with no media (chat only) and never throws when everything is refused', async () => {
    const result = await requestMedia(async () => {
      throw domError('NotAllowedError');
    }, desktopMedia);
    expect(result).toMatchObject({ mode: 'none', stream: null });
    expect(deviceError(result.error).key).toBe('denied');
  });

  it('uses the spec constants for desktop and mobile', () => {
    expect(constraintsFor(desktopMedia, true, true)).toMatchObject({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      audio: { sampleRate: 44100 },
    });
    expect(constraintsFor(mobileMedia, true, true)).toMatchObject({
      video: { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 15 } },
      audio: { sampleRate: 16000 },
    });
    expect(mobileMedia.screen).toEqual({ width: 1280, height: 720, frameRate: 10 });
    expect(desktopMedia.screen).toEqual({ width: 2560, height: 1440, frameRate: 15 });
    expect(constraintsFor(desktopMedia, false, true).video).toBe(false);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(isMobileAgent(iphone)).toBe(true);
    expect(mediaProfile(iphone)).toBe(mobileMedia);
    expect(mediaProfile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(desktopMedia);
  });
});

describe('captions', () => {
  it('keeps interim text until a final one, which clears 5 s later', () => {
    const interim = nextCaption('Tell me', false, 1000);
    expect(visibleCaption(interim, 60_000)?.text).toBe('Tell me');
    const final = nextCaption('Tell me about yourself.', true, 2000);
    expect(visibleCaption(final, 6999)?.text).toBe('Tell me about yourself.');
    expect(visibleCaption(final, 7000)).toBeNull();
    expect(visibleCaption(null, 0)).toBeNull();
  });
});

describe('transcript preview', () => {
  const line = (speakerType: string, i: number): TranscriptEntry => ({ id: String(i), speakerType, content: `l${i}` });
  const transcript = [
    line('SYSTEM', 0),
    ...Array.from({ length: 11 }, (_, i) => line(i % 2 ? 'CANDIDATE' : 'AI_ASSISTANT', i + 1)),
    line('SYSTEM', 12),
  ];

  it('shows the first 8 non-SYSTEM exchanges and counts the rest without SYSTEM lines', () => {
    const { shown, more } = transcriptPreview(transcript);
    expect(shown.map((entry) => entry.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(more).toBe(3);
  });

  it('has nothing more when there are 8 or fewer exchanges', () => {
    expect(transcriptPreview(transcript.slice(0, 5)).more).toBe(0);
  });

  it('uses the list item transcriptCount until the whole transcript is loaded', () => {
    const item = { transcripts: transcriptPreview(transcript).shown, transcriptCount: 11 };
    expect(hiddenExchanges(item, null)).toBe(3);
    expect(hiddenExchanges(item, transcript)).toBe(3);
    expect(hiddenExchanges({ transcripts: [] }, null)).toBe(0);
  });
});

describe('error messages', () => {
  it('maps device errors to the spec texts', () => {
    expect(deviceError(domError('NotFoundError')).key).toBe('noDevice');
    expect(deviceError(domError('NotAllowedError')).key).toBe('denied');
    expect(deviceError(domError('NotReadableError')).key).toBe('inUse');
    expect(deviceError(domError('OverconstrainedError')).key).toBe('mediaFailed');
    expect(mediaErrorKey(domError('AbortError'), true)).toBe('mobileMedia');
    expect(mediaErrorKey(domError('NotAllowedError'), true)).toBe('denied');
  });

  it('replaces network and media failures with the mobile texts on mobile only', () => {
    expect(connectionError(new Error('could not establish signal connection: websocket error'), true).key).toBe(
      'mobileNetwork',
    );
    expect(connectionError(new Error('Network request failed'), true).key).toBe('mobileNetwork');
    expect(connectionError(new Error('microphone not available'), true).key).toBe('mobileMedia');
    expect(connectionError(new Error('websocket error'), false)).toEqual({
      key: 'connectWith',
      message: 'websocket error',
    });
    expect(connectionError(undefined, false).key).toBe('connect');
  });
});

describe('data-channel messages', () => {
  it('round-trips the chat message and reads what the agent sends', () => {
    const chat = decodeMessage(encodeMessage({ type: 'chat', text: 'My answer' }));
    expect(chat).toEqual({ type: 'chat', text: 'My answer', from: 'ai' });
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(decodeMessage(bytes({ type: 'caption', text: 'Hello', final: false }))).toEqual({
      type: 'caption',
      text: 'Hello',
      final: false,
      speaker: 'ai',
    });
    expect(decodeMessage(bytes({ type: 'state', state: 'thinking' }))).toEqual({ type: 'state', state: 'thinking' });
    expect(decodeMessage(bytes({ type: 'end' }))).toEqual({ type: 'end', reason: undefined });
  });

  it('ignores what it does not understand', () => {
    expect(decodeMessage(new TextEncoder().encode('not json'))).toBeNull();
    expect(decodeMessage(new TextEncoder().encode('{"type":"chat"}'))).toBeNull();
    expect(decodeMessage(new TextEncoder().encode('{"type":"other","text":"x"}'))).toBeNull();
  });

  it('maps agent states, including the LiveKit Agents words', () => {
    expect(agentStateOf('speaking')).toBe('speaking');
    expect(agentStateOf('initializing')).toBe('idle');
    expect(agentStateOf(undefined)).toBe('idle');
    expect(agentStateOf('weird')).toBe('idle');
  });

  it('recognises the AI interviewer by identity without matching names that merely contain "ai"', () => {
    expect(isInterviewerIdentity('agent-3b1f')).toBe(true);
    expect(isInterviewerIdentity('ai-interviewer')).toBe(true);
    expect(isInterviewerIdentity('candidate-c41')).toBe(false);
    expect(isInterviewerIdentity('Aisha')).toBe(false);
    expect(isInterviewerIdentity('Aisha', true)).toBe(true);
  });
});

describe('room screen helpers', () => {
  it('blocks the start until the device test is done, then until consent', () => {
    expect(startBlocker(true, false)).toBe('devices');
    expect(startBlocker(false, true)).toBe('consent');
    expect(startBlocker(true, true)).toBeNull();
  });

  it('formats the timer and the status', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(125)).toBe('02:05');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(statusKey('connected', true)).toBe('active');
    expect(statusKey('connected', false)).toBe('waiting');
    expect(statusKey('connecting', false)).toBe('connecting');
    expect(statusKey('disconnected', true)).toBe('disconnected');
  });
});

describe('chat lines', () => {
  it('confirms a typed answer when the agent echoes it, merged with speech', () => {
    let lines = appendLine([], 'ai', 'Tell me about yourself.', 1);
    lines = appendLine(lines, 'candidate', 'I build APIs', 2, { pending: true });
    lines = candidateUtterance(lines, 'um I build APIs', 3);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ text: 'um I build APIs', pending: false });
  });

  it('adds what speech-to-text heard when nothing typed matches', () => {
    const lines = candidateUtterance(appendLine([], 'ai', 'Hello', 1), 'five years of Node.js', 2);
    expect(lines[1]).toMatchObject({ from: 'candidate', text: 'five years of Node.js', spoken: true });
  });

  it('reads the agent transcript utterances', () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(decodeUtterance(bytes({ seq: 2, speakerType: 'AI_ASSISTANT', text: ' Hi ', at: 'x' }))).toEqual({
      seq: 2,
      speakerType: 'AI_ASSISTANT',
      text: 'Hi',
    });
    expect(decodeUtterance(bytes({ speakerType: 'ROBOT', text: 'x' }))).toBeNull();
    expect(decodeUtterance(bytes({ speakerType: 'CANDIDATE', text: '' }))).toBeNull();
  });
});

describe('the conversation restored on a rejoin', () => {
  const at = '2026-11-27T09:00:00.000Z';
  const recorded = [
    { seq: 1, from: 'ai' as const, text: 'Hello Lina.', at },
    { seq: 2, from: 'ai' as const, text: 'Q1?', at },
    { seq: 3, from: 'candidate' as const, text: 'I build payment APIs.', at },
    { seq: 4, from: 'ai' as const, text: 'Q2?', at },
    { seq: 5, from: 'candidate' as const, text: 'jump on', at, spoken: true, unclear: true },
  ];
  const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

  it('shows everything said so far on an empty screen (a reload), in order, with unique ids', () => {
    const lines = mergeRecorded([], recorded);
    expect(texts(lines)).toEqual(['Hello Lina.', 'Q1?', 'I build payment APIs.', 'Q2?', 'jump on']);
    expect(lines[2]).toMatchObject({ from: 'candidate', seq: 3 });
    expect(lines[4]).toMatchObject({ spoken: true, unclear: true, seq: 5 });
    expect(new Set(lines.map((l) => l.id)).size).toBe(5);
  });

  it('puts earlier lines before what arrived live and keeps no line twice', () => {
    let live = appendLine([], 'ai', 'Welcome back.', 1, { seq: 6 });
    live = appendLine(live, 'ai', 'Q2?', 2, { seq: 7 });
    live = appendLine(live, 'ai', 'Q1?', 3, { seq: 2 });
    const lines = mergeRecorded(live, recorded);
    expect(texts(lines)).toEqual([
      'Hello Lina.',
      'Q1?',
      'I build payment APIs.',
      'Q2?',
      'jump on',
      'Welcome back.',
      'Q2?',
    ]);
    expect(texts(mergeRecorded(lines, recorded))).toEqual(texts(lines));
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
  });

  it('confirms a typed answer still waiting for its echo, and keeps a newer typed line last', () => {
    let live = appendLine([], 'candidate', 'I build payment APIs.', 1, { pending: true });
    live = appendLine(live, 'candidate', 'And I lead a team.', 2, { pending: true });
    const lines = mergeRecorded(live, recorded);
    expect(texts(lines)).toEqual([
      'Hello Lina.',
      'Q1?',
      'I build payment APIs.',
      'Q2?',
      'jump on',
      'And I lead a team.',
    ]);
    expect(lines[2]).toMatchObject({ pending: false, seq: 3 });
    expect(lines[5]).toMatchObject({ pending: true });
  });

  it('numbers the echo of a typed answer, so the restored copy is not added again', () => {
    const typed = appendLine([], 'candidate', 'I build payment APIs.', 1, { pending: true });
    const echoed = candidateUtterance(typed, 'I build payment APIs.', 2, 3);
    expect(echoed).toEqual([expect.objectContaining({ seq: 3, pending: false })]);
    expect(texts(mergeRecorded(echoed, recorded.slice(2, 3)))).toEqual(['I build payment APIs.']);
  });
});

describe('room data handling', () => {
  const record = () => {
    const seen: string[] = [];
    const sink: DataSink = {
      chat: (from, text, seq) => seen.push(`chat:${from}:${text}${seq ? `#${seq}` : ''}`),
      candidateSaid: (text, seq) => seen.push(`said:${text}${seq ? `#${seq}` : ''}`),
      heard: (seq, text, unclear) => seen.push(`heard:${seq}:${unclear}:${text}`),
      corrected: (corrects, text) => seen.push(`corrected:${corrects}:${text}`),
      caption: (text, final, spokenMs) => seen.push(`caption:${final}:${text}${spokenMs ? `:${spokenMs}` : ''}`),
      state: (state) => seen.push(`state:${state}`),
      end: () => seen.push('end'),
    };
    return { seen, sink };
  };
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('shows the agent transcript: AI lines as chat and caption, candidate lines as what was heard', () => {
    const { seen, sink } = record();
    handleData(bytes({ seq: 1, speakerType: 'AI_ASSISTANT', text: 'Hello' }), 'transcript', true, sink);
    handleData(bytes({ seq: 2, speakerType: 'CANDIDATE', text: 'Hi there' }), 'transcript', true, sink);
    handleData(bytes({ seq: 3, speakerType: 'SYSTEM', text: 'The candidate left.' }), 'transcript', true, sink);
    expect(seen).toEqual(['chat:ai:Hello#1', 'caption:true:Hello', 'said:Hi there#2']);
  });

  it('shows what was heard, what was not understood and the corrections, and holds a caption while it is spoken', () => {
    const { seen, sink } = record();
    handleData(bytes({ seq: 1, speakerType: 'AI_ASSISTANT', text: 'Q1?', durationMs: 7000 }), 'transcript', true, sink);
    handleData(
      bytes({ seq: 2, speakerType: 'CANDIDATE', text: 'i built note', heard: 'i built note' }),
      'transcript',
      true,
      sink,
    );
    handleData(
      bytes({ seq: 3, speakerType: 'SYSTEM', text: 'Spoken answer not understood', heard: 'jump on', unclear: true }),
      'transcript',
      true,
      sink,
    );
    handleData(
      bytes({ seq: 4, speakerType: 'CANDIDATE', text: 'I built Node', corrects: 2 }),
      'transcript',
      true,
      sink,
    );
    expect(seen).toEqual([
      'chat:ai:Q1?#1',
      'caption:true:Q1?:7000',
      'heard:2:false:i built note',
      'heard:3:true:jump on',
      'corrected:2:I built Node',
    ]);
    expect(nextCaption('Q1?', true, 0, 7000).clearAt).toBe(8500);
    expect(nextCaption('Q1?', true, 0, 1000).clearAt).toBe(5000);
  });

  it('replaces a spoken line by its correction and drops the pending copy', () => {
    let lines = heardUtterance(appendLine([], 'ai', 'Q1?', 1), 2, 'i built note', false, 2);
    lines = heardUtterance(lines, 3, 'jump on', true, 3);
    lines = appendLine(lines, 'candidate', 'I built Node', 4, { pending: true });
    lines = correctedUtterance(lines, 2, 'I built Node');
    expect(lines.map((l) => [l.text, Boolean(l.corrected), Boolean(l.unclear)])).toEqual([
      ['Q1?', false, false],
      ['I built Node', true, false],
      ['jump on', false, true],
    ]);
  });

  it('ignores the candidate chat topic and reads typed messages on other topics', () => {
    const { seen, sink } = record();
    handleData(bytes({ type: 'chat', text: 'mine' }), 'chat', false, sink);
    handleData(bytes({ type: 'state', state: 'thinking' }), undefined, true, sink);
    handleData(bytes({ type: 'end' }), 'interview', true, sink);
    expect(seen).toEqual(['state:thinking', 'end']);
  });
});
