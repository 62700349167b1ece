import { createLocalAiEngine, type LocalAiEngineOptions } from './local/engine.ts';
import { createOpenAiEngine } from './openai/engine.ts';
import type { AiEngine } from './port.ts';

export type AiEngineConfig = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** Search path for the OCR tools (pdftoppm, tesseract). */
  PATH?: string;
  TESSDATA_PREFIX?: string;
};

/** OpenAI (with the local engine as its fallback) when a key is configured, else the local engine. */
export function createAiEngine(config: AiEngineConfig, local: LocalAiEngineOptions = {}): AiEngine {
  const ocr = {
    ...(config.PATH?.trim() ? { searchPath: config.PATH.trim() } : {}),
    ...(config.TESSDATA_PREFIX?.trim() ? { tessdataPrefix: config.TESSDATA_PREFIX.trim() } : {}),
    ...local.ocr,
  };
  const fallback = createLocalAiEngine({ ...local, ocr });
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (!apiKey) return fallback;
  return createOpenAiEngine({
    apiKey,
    ...(config.OPENAI_BASE_URL?.trim() ? { baseUrl: config.OPENAI_BASE_URL.trim() } : {}),
    ...(config.OPENAI_MODEL?.trim() ? { model: config.OPENAI_MODEL.trim() } : {}),
    fallback,
  });
}
