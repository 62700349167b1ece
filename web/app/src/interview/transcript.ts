export type SpeakerType = 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM' | string;

export interface TranscriptEntry {
  id?: string;
  speakerType: SpeakerType;
  content: string;
  createdAt?: string | null;
}

export const transcriptPreviewSize = 8;

/** The first 8 non-SYSTEM exchanges and how many more there are; SYSTEM lines are not counted. */
export function transcriptPreview<T extends TranscriptEntry>(
  entries: readonly T[],
  size = transcriptPreviewSize,
): { shown: T[]; more: number } {
  const spoken = entries.filter((entry) => entry.speakerType !== 'SYSTEM');
  return { shown: spoken.slice(0, size), more: Math.max(0, spoken.length - size) };
}

/**
 * How many non-SYSTEM exchanges the preview leaves out. List endpoints send at most the first 8 non-SYSTEM
 * entries plus transcriptCount; once the whole transcript is loaded it is counted exactly.
 */
export function hiddenExchanges(
  interview: { transcripts?: readonly TranscriptEntry[] | null; transcriptCount?: number | null },
  full: readonly TranscriptEntry[] | null,
): number {
  if (full) return transcriptPreview(full).more;
  const preview = transcriptPreview(interview.transcripts ?? []);
  return Math.max(preview.more, (interview.transcriptCount ?? 0) - preview.shown.length);
}
