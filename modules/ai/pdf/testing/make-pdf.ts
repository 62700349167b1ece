import { deflateSync } from 'node:zlib';

/** A minimal, valid PDF whose pages all draw the same content stream; for limit tests. */
export function makePdf(opts: { pages: number; content: string; compress?: boolean }): Uint8Array {
  const body = Buffer.from(opts.content, 'latin1');
  const stream = opts.compress ? deflateSync(body, { level: 9 }) : body;
  const kids = Array.from({ length: opts.pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${opts.pages} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length}${opts.compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    ...Array.from({ length: opts.pages }, () =>
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
      ),
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((o, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

export const textPage = (lines: string[]) =>
  `BT /F1 11 Tf 14 TL 50 800 Td ${lines.map((l) => `(${l.replace(/[()\\]/gu, '\\$&')}) Tj T*`).join(' ')} ET`;
