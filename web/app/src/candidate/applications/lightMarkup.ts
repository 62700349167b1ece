/** The AI texts' light markup: '###' headings, '-' (or '*', '•') bullets, '**bold**' spans, plain paragraphs. */
export type Span = { text: string; bold: boolean };
export type Block =
  { kind: 'heading'; spans: Span[] } | { kind: 'list'; items: Span[][] } | { kind: 'paragraph'; spans: Span[] };

/** Splits '**bold**' spans; an unmatched '**' stays as text. */
export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) spans.push({ text: line.slice(last, index), bold: false });
    spans.push({ text: match[1] ?? '', bold: true });
    last = index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}

export function parseLightMarkup(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Span[][] | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', spans: parseSpans(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list?.length) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = /^#{1,6}\s*(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', spans: parseSpans(heading[1] ?? '') });
      continue;
    }
    const bullet = /^(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
    if (bullet) {
      flushParagraph();
      list ??= [];
      list.push(parseSpans(bullet[1] ?? ''));
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}
