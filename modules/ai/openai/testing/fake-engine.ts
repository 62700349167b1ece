import { expect } from 'vitest';
import type { AiEngine } from '../../port.ts';
import type { Provenance } from '../../schemas/provenance.ts';
import { createOpenAiEngine } from '../engine.ts';
import { startFakeChatServer, type ChatRequest, type FakeReply } from './fake-chat-server.ts';

export const TEST_MODEL = 'test-model';

/** An openai engine (the real client) talking to a fake Chat Completions server, the local engine as fallback. */
export async function openAiEngineWith(
  local: AiEngine,
  reply: (req: ChatRequest) => FakeReply,
  opts: { timeoutMs?: number; maxRetries?: number } = {},
) {
  const server = await startFakeChatServer(reply);
  const engine = createOpenAiEngine({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    model: TEST_MODEL,
    maxRetries: 0,
    fallback: local,
    ...opts,
  });
  /** What the engine sent to the model as the user message. */
  const sent = (n = 0) => JSON.parse(server.requests[n]!.body.messages[1]!.content) as Record<string, unknown>;
  return { engine, server, sent };
}

/** The model answered: its provenance names it, and hashes the input as the local engine does. */
export function expectFromModel(result: { provenance: Provenance }, promptVersion: string, local: Provenance) {
  expect(result.provenance).toEqual({
    engine: 'openai',
    model: TEST_MODEL,
    promptVersion,
    inputHash: local.inputHash,
  });
  expect(result.provenance.inputHash).toMatch(/^sha256:[0-9a-f]{64}$/u);
}

/** The model failed: the local engine answered, and the result says so and why. */
export function expectFallback(result: { provenance: Provenance }, reason: RegExp) {
  expect(result.provenance).toMatchObject({
    engine: 'local',
    fallback: { from: 'openai', model: TEST_MODEL, reason: expect.stringMatching(reason) },
  });
}
