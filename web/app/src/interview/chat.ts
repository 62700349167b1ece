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

/** A line id not yet used in `lines` (lines restored from the server come in between live ones). */
const nextId = (lines: readonly ChatLine[]) => lines.reduce((max, line) => Math.max(max, line.id), 0) + 1;

export function appendLine(
  lines: readonly ChatLine[],
  from: ChatLine['from'],
  text: string,
  at: number,
  extra: Partial<ChatLine> = {},
): ChatLine[] {
  return [...lines, { id: nextId(lines), from, text, at, ...extra }];
}

/**
 * The agent's CANDIDATE utterance: it confirms the typed answers it contains (the agent merges speech and typed
 * text into one answer) or, when nothing typed matches, is what speech-to-text heard.
 */
export function candidateUtterance(lines: readonly ChatLine[], text: string, at: number, seq?: number): ChatLine[] {
  const numbered = seq !== undefined ? { seq } : {};
  const matches = (line: ChatLine) => line.pending === true && text.includes(line.text);
  const first = lines.findIndex(matches);
  if (first < 0) return appendLine(lines, 'candidate', text, at, { spoken: true, ...numbered });
  return lines.map((line, i) =>
    i === first ? { ...line, text, pending: false, ...numbered } : matches(line) ? { ...line, pending: false } : line,
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

/** One line of the conversation as the server recorded it (GET /api/interviews/{id}/conversation). */
export interface RecordedLine {
  seq: number;
  from: ChatLine['from'];
  text: string;
  at: string;
  spoken?: boolean;
  unclear?: boolean;
  corrected?: boolean;
}

/**
 * The conversation so far, from the server, merged into what this screen already shows (a rejoin: after a
 * reload the screen shows nothing yet; after a reconnect, what arrived live). A line the screen has (same seq)
 * stays as it is; a typed answer still waiting for its echo is the recorded line that contains it; everything
 * is in the order it was said, with lines the server does not know yet (just typed) last.
 */
export function mergeRecorded(lines: readonly ChatLine[], recorded: readonly RecordedLine[]): ChatLine[] {
  let merged = [...lines];
  const known = new Set(lines.flatMap((line) => (line.seq !== undefined ? [line.seq] : [])));
  for (const r of recorded) {
    if (known.has(r.seq)) continue;
    if (r.from === 'candidate' && !r.spoken && merged.some((l) => l.pending && r.text.includes(l.text))) {
      merged = candidateUtterance(merged, r.text, Date.parse(r.at), r.seq);
      continue;
    }
    const { at, ...line } = r;
    merged = appendLine(merged, r.from, r.text, Date.parse(at) || 0, { ...line });
  }
  // A line without a seq stays just after the line it followed on screen that had one, or last when none did.
  const numbered = new Set(lines.flatMap((line) => (line.seq !== undefined ? [line.id] : [])));
  let last: number | null = null;
  const order = merged.map((line, index) => {
    if (line.seq !== undefined && numbered.has(line.id)) last = line.seq;
    return { line, key: line.seq ?? (last === null ? Infinity : last + 0.5), index };
  });
  order.sort((a, b) => a.key - b.key || a.index - b.index);
  return order.map(({ line }) => line);
}
