/** The AI texts' light markup ("###" headings, "-" bullets, "**bold**") as blocks, never as HTML. */
export type Inline = { text: string; bold: boolean };
export type Block =
  { kind: 'heading'; parts: Inline[] } | { kind: 'list'; items: Inline[][] } | { kind: 'paragraph'; parts: Inline[] };

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: line.slice(last, match.index), bold: false });
    parts.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), bold: false });
  return parts;
}

export function parseLightMarkup(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (heading) blocks.push({ kind: 'heading', parts: parseInline(heading[1] ?? '') });
    else if (bullet) {
      const previous = blocks.at(-1);
      const item = parseInline(bullet[1] ?? '');
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else blocks.push({ kind: 'paragraph', parts: parseInline(line) });
  }
  return blocks;
}
