import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { inputHash } from '../hash.ts';
import type { AiEngine } from '../port.ts';
import type { Provenance } from '../schemas/provenance.ts';
import type { OpenAiOperation } from './instructions.ts';
import {
  promptVersion,
  retryMessage,
  systemPrompt,
  UnfitReplyError,
  wrongLanguage,
  WRITES_TEXT,
  type ReplyRules,
} from './language.ts';
import { openAiOperations } from './operations.ts';

export type OpenAiEngineOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server: Azure, Ollama, vLLM. */
  baseUrl?: string;
  model?: string;
  /** Per request; the SDK retries timeouts, 408, 409, 429 and 5xx with exponential backoff. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Answers when the model fails or its output does not validate; the result records the fallback. */
  fallback: AiEngine;
};

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export function failureReason(err: unknown): string {
  if (err instanceof UnfitReplyError) return `unfit_output: ${err.problem}`;
  if (err instanceof APIConnectionTimeoutError) return 'timeout';
  if (err instanceof APIConnectionError) return 'connection_error';
  if (err instanceof APIError) return `http_${err.status ?? 'error'}${err.status === 429 ? '_rate_limited' : ''}`;
  if (err instanceof z.ZodError)
    return `invalid_output: ${err.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.')} ${i.message}`)
      .join('; ')}`;
  if (err instanceof SyntaxError) return 'invalid_output: not JSON';
  const e = err as { name?: string; message?: string };
  return `${e?.name ?? 'error'}: ${String(e?.message ?? err).slice(0, 200)}`;
}

export type Ask = <S extends z.ZodType>(
  op: OpenAiOperation,
  schema: S,
  payload: unknown,
  rules?: ReplyRules<z.infer<S>>,
) => Promise<z.infer<S>>;
export type WithFallback = <T extends { provenance: Provenance }>(
  op: OpenAiOperation,
  input: unknown,
  viaModel: (prov: Provenance) => Promise<T>,
  local: () => Promise<T>,
) => Promise<T>;
/** What each operation is built from: the model call, the fallback wrapper and the local engine. */
export type OperationContext = { ask: Ask; withFallback: WithFallback; local: AiEngine };

export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
  });

  // Every prompt names the language to write in; a reply in the wrong script (or that fails its check) is
  // sent back once with the reason, and a second failure falls back to the local engine.
  const ask: Ask = async (op, schema, payload, rules) => {
    type Message = { role: 'system' | 'user' | 'assistant'; content: string };
    const messages: Message[] = [
      { role: 'system', content: systemPrompt(op, rules) },
      { role: 'user', content: JSON.stringify(payload) },
    ];
    for (let attempt = 1; ; attempt++) {
      const completion = await client.chat.completions.parse({
        model,
        temperature: rules?.temperature ?? 0,
        messages,
        response_format: zodResponseFormat(schema, op),
      });
      const message = completion.choices[0]?.message;
      if (!message) throw new Error('the model returned no choice');
      if (message.refusal) throw new Error(`the model refused: ${message.refusal}`);
      const reply = schema.parse(message.parsed ?? JSON.parse(message.content ?? ''));
      const problem = rules ? (wrongLanguage(reply, rules) ?? rules.check?.(reply) ?? null) : null;
      if (!problem) return reply;
      if (attempt >= 2) throw new UnfitReplyError(problem);
      messages.push(
        { role: 'assistant', content: message.content ?? JSON.stringify(reply) },
        { role: 'user', content: retryMessage(problem, rules!) },
      );
    }
  };

  const withFallback: WithFallback = async (op, input, viaModel, local) => {
    const prov: Provenance = {
      engine: 'openai',
      model,
      promptVersion: promptVersion(op, WRITES_TEXT.has(op)),
      inputHash: inputHash(input),
    };
    try {
      return await viaModel(prov);
    } catch (err) {
      const result = await local();
      return {
        ...result,
        provenance: { ...result.provenance, fallback: { from: 'openai', model, reason: failureReason(err) } },
      };
    }
  };

  return {
    name: 'openai',
    ...openAiOperations({ ask, withFallback, local: options.fallback }),
    close: () => options.fallback.close(),
  };
}
