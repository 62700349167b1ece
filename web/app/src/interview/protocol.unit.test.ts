import { describe, expect, it } from 'vitest';
import { nextCaption, visibleCaption } from './captions.ts';
import { appendLine, correctedUtterance, heardUtterance } from './chat.ts';
import { handleData, type DataSink } from './roomHandlers.ts';
import { agentStateOf, decodeMessage, encodeMessage, isInterviewerIdentity } from './protocol.ts';

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
