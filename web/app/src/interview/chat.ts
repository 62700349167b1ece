export interface ChatLine {
  id: number;
  from: 'ai' | 'candidate';
  text: string;
  at: number;
  /** Typed by this browser and not yet echoed back by the agent's transcript. */
  pending?: boolean;
  /** Heard by speech-to-text rather than typed. */
  spoken?: boolean;
  /** The agent's transcript number: a spoken line can be corrected by it. */
  seq?: number;
  /** A spoken answer not understood: shown, not counted. */
  unclear?: boolean;
  /** Replaced by what the candidate typed. */
  corrected?: boolean;
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

/** A spoken answer as heard (or, `unclear`, not understood), which the candidate may correct by its seq. */
export function heardUtterance(
  lines: readonly ChatLine[],
  seq: number | null,
  text: string,
  unclear: boolean,
  at: number,
): ChatLine[] {
  return appendLine(lines, 'candidate', text, at, { spoken: true, unclear, ...(seq !== null ? { seq } : {}) });
}

/** The agent recorded a correction: it replaces the spoken line, and the pending copy typed here goes. */
export function correctedUtterance(lines: readonly ChatLine[], corrects: number, text: string): ChatLine[] {
  const pending = lines.findIndex((line) => line.pending === true && line.text === text);
  return lines
    .filter((_, i) => i !== pending)
    .map((line) =>
      line.seq === corrects ? { ...line, text, corrected: true, unclear: false, spoken: false, pending: false } : line,
    );
}
