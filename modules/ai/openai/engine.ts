import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { inputHash } from '../hash.ts';
import type { AiEngine } from '../port.ts';
import type { Provenance } from '../schemas/provenance.ts';
import { OPENAI_PROMPTS, type OpenAiOperation } from './instructions.ts';
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

export type Ask = <S extends z.ZodType>(op: OpenAiOperation, schema: S, payload: unknown) => Promise<z.infer<S>>;
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

  const ask: Ask = async (op, schema, payload) => {
    const completion = await client.chat.completions.parse({
      model,
      temperature: 0,
      messages: [
        { role: 'system', content: OPENAI_PROMPTS[op].system },
        { role: 'user', content: JSON.stringify(payload) },
      ],
      response_format: zodResponseFormat(schema, op),
    });
    const message = completion.choices[0]?.message;
    if (!message) throw new Error('the model returned no choice');
    if (message.refusal) throw new Error(`the model refused: ${message.refusal}`);
    return schema.parse(message.parsed ?? JSON.parse(message.content ?? ''));
  };

  const withFallback: WithFallback = async (op, input, viaModel, local) => {
    const prov: Provenance = {
      engine: 'openai',
      model,
      promptVersion: OPENAI_PROMPTS[op].version,
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
