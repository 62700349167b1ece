import { readFileSync } from 'node:fs';

const cvPath = new URL('../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url);

/**
 * A real CV padded to `size` bytes by an incremental update: one unreferenced, uncompressed stream object,
 * a new cross-reference section for it and a trailer whose /Prev points at the original one. Readers still
 * see the original pages; the server's content check sees `%PDF-` at the start and `%%EOF` at the end.
 */
export function paddedCv(size: number): Uint8Array {
  const original = readFileSync(cvPath);
  const text = original.toString('latin1');
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const prev = /startxref\s+(\d+)/.exec(trailer)?.[1];
  const count = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const root = /\/Root\s+(\d+ \d+ R)/.exec(trailer)?.[1];
  const info = /\/Info\s+(\d+ \d+ R)/.exec(trailer)?.[1];
  if (!prev || !count || !root) throw new Error('the CV fixture has no classic trailer');
  const head = Buffer.from(`\n${count} 0 obj\n<< /Length `);
  const tail = (xrefAt: number, objectAt: number) =>
    Buffer.from(
      `\nendstream\nendobj\nxref\n0 1\n0000000000 65535 f \n${count} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
        `trailer\n<< /Size ${count + 1} /Root ${root}${info ? ` /Info ${info}` : ''} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    );
  // Offsets and the length have about as many digits as the size itself.
  const fixed = original.length + head.length + `${size} >>\nstream\n`.length + tail(size, 0).length;
  const length = Math.max(0, size - fixed);
  const line = 'Tawzeef benchmark padding: an uncompressed stream that no page draws.\n';
  const padding = Buffer.from(line.repeat(Math.ceil(length / line.length)).slice(0, length), 'latin1');
  const lengthPart = Buffer.from(`${length} >>\nstream\n`);
  const objectAt = original.length + 1;
  const xrefAt = original.length + head.length + lengthPart.length + padding.length + '\nendstream\nendobj\n'.length;
  return new Uint8Array(Buffer.concat([original, head, lengthPart, padding, tail(xrefAt, objectAt)]));
}
