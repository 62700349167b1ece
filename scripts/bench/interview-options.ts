// bench:interview's command line and LiveKit settings.
import { existsSync } from 'node:fs';
import type { defaultAgentOptions } from '@tawzeef/interview-agent';

export const url = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
export const key = process.env.LIVEKIT_API_KEY ?? 'devkey';
export const secret = process.env.LIVEKIT_API_SECRET ?? 'secret';
export const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null;
export const only = arg('--only');
export const offline = process.argv.includes('--offline');
export const python = process.env.INTERVIEW_AGENT_SPEECH_PYTHON;
// The API's default (INTERVIEW_AGENT_RECOGNISER): Whisper when the speech venv is there.
export const sttChoice = arg('--stt') ?? (python && existsSync(python) ? 'whisper' : 'debian');
/** Extra recogniser settings for tuning (sphinx_worker.py, lm.py), e.g. --settings '{"lw":7}'. */
export const settings = JSON.parse(arg('--settings') ?? '{}') as Record<string, number | string>;
/** The agent's options over the API's defaults (deps.ts), e.g. --agent '{"speculateMs":0,"turnEndMs":800}'. */
export const agentOptions = JSON.parse(arg('--agent') ?? '{}') as Partial<typeof defaultAgentOptions>;
