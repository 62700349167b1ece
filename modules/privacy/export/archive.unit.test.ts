import { Readable, Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeZip } from './archive.ts';

/** A Writable that keeps what it is given. */
function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { out, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

describe('writeZip', () => {
  it('writes deflated bytes and stored streams, in order, that any unzip reads back', async () => {
    const { out, bytes } = sink();
    const json = new TextEncoder().encode(JSON.stringify({ name: 'ليلى', n: [1, 2, 3] }));
    const big = Buffer.alloc(200_000, 7);
    await writeZip(
      out,
      [
        { path: 'data.json', bytes: json },
        { path: 'files/cvs/a.pdf', stream: Readable.from([big.subarray(0, 1000), big.subarray(1000)]) },
        { path: 'files/empty.bin', stream: Readable.from([]) },
      ],
      new Date('2026-01-02T03:04:05Z'),
    );
    const files = unzipSync(bytes());
    expect(Object.keys(files)).toEqual(['data.json', 'files/cvs/a.pdf', 'files/empty.bin']);
    expect(JSON.parse(new TextDecoder().decode(files['data.json']))).toEqual({ name: 'ليلى', n: [1, 2, 3] });
    expect(Buffer.from(files['files/cvs/a.pdf']!).equals(big)).toBe(true);
    expect(files['files/empty.bin']).toHaveLength(0);
  });

  it('rejects when a file cannot be read, instead of ending a truncated archive as if whole', async () => {
    const { out } = sink();
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(writeZip(out, [{ path: 'x.bin', stream: failing }], new Date())).rejects.toThrow('disk gone');
  });
});
