export interface ChatLine {
  id: number;
  from: 'ai' | 'candidate';
  text: string;
  at: number;
  /** Typed by this browser and not yet echoed back by the agent's transcript. */
  pending?: boolean;
  /** Heard by speech-to-text rather than typed. */
  spoken?: boolean;
}

export function appendLine(
  lines: readonly ChatLine[],
  from: ChatLine['from'],
  text: string,
  at: number,
  extra: Partial<ChatLine> = {},
): ChatLine[] {
  return [...lines, { id: lines.length + 1, from, text, at, ...extra }];
}

/**
 * The agent's CANDIDATE utterance: it confirms the typed answers it contains (the agent merges speech and typed
 * text into one answer) or, when nothing typed matches, is what speech-to-text heard.
 */
export function candidateUtterance(lines: readonly ChatLine[], text: string, at: number): ChatLine[] {
  const matches = (line: ChatLine) => line.pending === true && text.includes(line.text);
  const first = lines.findIndex(matches);
  if (first < 0) return appendLine(lines, 'candidate', text, at, { spoken: true });
  return lines.map((line, i) =>
    i === first ? { ...line, text, pending: false } : matches(line) ? { ...line, pending: false } : line,
  );
}
