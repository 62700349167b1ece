import { z } from 'zod';

export const EngineName = z.enum(['local', 'openai']);
export type EngineName = z.infer<typeof EngineName>;

/** Stored with every AI result so that a score can be explained and replayed later. */
export const Provenance = z.object({
  engine: EngineName,
  model: z.string(),
  promptVersion: z.string(),
  inputHash: z.string().regex(/^sha256:[0-9a-f]{64}$/u),
  /** Present when the openai engine failed and the local engine produced the result instead. */
  fallback: z.object({ from: z.literal('openai'), model: z.string(), reason: z.string() }).optional(),
});
export type Provenance = z.infer<typeof Provenance>;
