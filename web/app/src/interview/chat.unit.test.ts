import { describe, expect, it } from 'vitest';
import { appendLine, candidateUtterance, mergeRecorded } from './chat.ts';
import { decodeUtterance } from './protocol.ts';
import { hiddenExchanges, transcriptPreview, type TranscriptEntry } from './transcript.ts';

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
