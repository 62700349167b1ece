import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { SpeechToText } from './port.ts';
import { agentRoomHarness, ANSWERS, brief, QUESTIONS, until } from './agent-room-harness.ts';

const { startAgent, candidateBot, workDir } = agentRoomHarness();

describe('the AI interviewer in a real LiveKit room', () => {
  it('joins when the candidate does, asks, transcribes spoken answers, records and completes', async () => {
    const roomName = `voice-${Date.now().toString(36)}`;
    // Every answer counts here, however unsure the recogniser (espeak-ng's voice is hard for it).
    const memory = startAgent([brief(roomName)], { minConfidence: 0 });
    const bot = await candidateBot(roomName, ANSWERS);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );

    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said[0]).toMatch(/Hello Lina.*Backend Engineer role at Acme/);
    expect(said).toContain(QUESTIONS[0]);
    expect(said).toContain(QUESTIONS[1]);
    expect(said.at(-1)).toMatch(/that completes the interview/);
    const answers = memory.log.utterances.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const words = answers.join(' ').toLowerCase();
    const found = ['working', 'people', 'project', 'problem', 'system'].filter((w) => words.includes(w));
    expect(found.length, `transcript: ${words}`).toBeGreaterThanOrEqual(2);
    expect(memory.log.utterances.map((u) => u.seq)).toEqual(memory.log.utterances.map((_, i) => i + 1));
    expect(memory.log.completed).toEqual([{ interviewId: `interview-${roomName}`, reason: 'AGENT_ENDED' }]);
    const [recording] = memory.log.recordings;
    expect(recording?.durationSeconds).toBeGreaterThan(5);
    expect(recording!.data.length).toBe(recording!.bytes);
    expect(recording!.data.toString('ascii', 0, 4)).toBe('RIFF');
    expect(await readdir(workDir()), 'the work file is gone once saved').toEqual([]);
    expect(bot.heardAgent(), 'the candidate heard the interviewer speak').toBeGreaterThan(50);
  }, 180_000);

  it('never counts a spoken answer it is unsure of: says so, asks again or to type, then moves on', async () => {
    const roomName = `unsure-${Date.now().toString(36)}`;
    const unsure: SpeechToText = {
      supports: () => true,
      transcribe: async () => ({ text: 'jump on you and you do', confidence: 0.2 }),
    };
    // The scripted recogniser answers each utterance with the whole line: one utterance per answer (no cut at the
    // pause between its two sentences).
    const memory = startAgent([brief(roomName)], { utteranceGapMs: 1_000 }, unsure);
    await candidateBot(roomName, ANSWERS);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );
    const lines = memory.log.utterances.map((u) => `${u.speakerType}: ${u.text}`);
    expect(
      lines.filter((l) => l.startsWith('CANDIDATE')),
      lines.join('\n'),
    ).toEqual([]);
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said[2]).toBe('Sorry, I did not catch that. Could you say it again, or type your answer in the chat?');
    expect(said).toContain(QUESTIONS[1]);
    const unclear = memory.log.utterances.filter((u) => u.speakerType === 'SYSTEM');
    expect(unclear.length).toBe(4);
    expect(unclear[0]).toMatchObject({
      confidence: 0.2,
      text: 'Spoken answer not understood (speech confidence 20%), not scored. Heard: "jump on you and you do"',
    });
  }, 180_000);

  it('records a correction typed in the chat against the spoken answer it corrects', async () => {
    const roomName = `correct-${Date.now().toString(36)}`;
    const sure: SpeechToText = {
      supports: () => true,
      transcribe: async () => ({ text: 'i built the payment service in note and type script', confidence: 0.9 }),
    };
    const memory = startAgent([brief(roomName)], { utteranceGapMs: 1_000 }, sure);
    const fix = 'I built the payment service in Node and TypeScript.';
    await candidateBot(roomName, ANSWERS, 'voice', fix);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );
    const answers = memory.log.utterances.filter((u) => u.speakerType === 'CANDIDATE');
    const first = answers[0]!;
    expect(first).toMatchObject({ confidence: 0.9, text: 'i built the payment service in note and type script' });
    expect(answers.find((u) => u.corrects !== undefined)).toMatchObject({ text: fix, corrects: first.seq });
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(
      said.filter((l) => l === QUESTIONS[1]),
      'the correction is not taken for the next answer',
    ).toHaveLength(1);
  }, 180_000);
});
