import { constraintsFor, type MediaProfile } from './constants.ts';

/** What the candidate can use: camera and microphone, microphone only, or neither (text chat only). */
export type MediaMode = 'full' | 'audio' | 'none';

export const fallbackOrder: readonly MediaMode[] = ['full', 'audio', 'none'];

export interface MediaResult {
  mode: MediaMode;
  stream: MediaStream | null;
  /** The error of the first step that failed, kept to explain why the candidate has less than full media. */
  error: unknown;
}

/**
 * Asks for full media, then audio only, then gives up to chat only. Never throws: a candidate without a
 * camera or microphone can still answer by text.
 */
export async function requestMedia(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  profile: MediaProfile,
): Promise<MediaResult> {
  let firstError: unknown = null;
  for (const mode of fallbackOrder) {
    if (mode === 'none') break;
    try {
      const stream = await getUserMedia(constraintsFor(profile, mode === 'full', true));
      return { mode, stream, error: firstError };
    } catch (error) {
      firstError ??= error;
    }
  }
  return { mode: 'none', stream: null, error: firstError };
}
