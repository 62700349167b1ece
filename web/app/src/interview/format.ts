import type { AgentState } from './protocol.ts';

/** MM:SS, or H:MM:SS past an hour. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

export type StatusKey = 'connecting' | 'active' | 'waiting' | 'reconnecting' | 'disconnected' | 'ended';

export function statusKey(phase: string, agentPresent: boolean): StatusKey {
  if (phase === 'connected') return agentPresent ? 'active' : 'waiting';
  if (phase === 'reconnecting') return 'reconnecting';
  if (phase === 'disconnected' || phase === 'error') return 'disconnected';
  if (phase === 'ended') return 'ended';
  return 'connecting';
}

/** The spec's labels: idle is Ready, thinking is Processing, disconnected is Reconnecting. */
export const agentStateKey: Record<AgentState, 'ready' | 'listening' | 'processing' | 'speaking' | 'reconnecting'> = {
  idle: 'ready',
  listening: 'listening',
  thinking: 'processing',
  speaking: 'speaking',
  disconnected: 'reconnecting',
};
