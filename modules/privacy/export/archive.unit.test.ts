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

  it('reads a file only as fast as a slow receiver takes the archive (backpressure)', async () => {
    const chunk = 64 * 1024;
    let produced = 0;
    let received = 0;
    let mostAhead = 0;
    const source = new Readable({
      highWaterMark: chunk,
      read() {
        if (produced >= 160 * chunk) return this.push(null);
        produced += chunk;
        mostAhead = Math.max(mostAhead, produced - received);
        this.push(Buffer.alloc(chunk, produced % 251));
      },
    });
    const slow = new Writable({
      highWaterMark: chunk,
      write(data: Buffer, _encoding, done) {
        setTimeout(() => {
          received += data.length;
          done();
        }, 1);
      },
    });
    await writeZip(slow, [{ path: 'files/recording.ogg', stream: source }], new Date());
    expect(produced).toBe(160 * chunk);
    // Without waiting for the receiver, the whole 10 MiB file would be read into its buffer at once.
    expect(mostAhead).toBeLessThan(8 * chunk);
  });

  it('stops reading the files when the receiver goes away half way', async () => {
    let reads = 0;
    const source = new Readable({
      read() {
        reads += 1;
        this.push(reads > 200 ? null : Buffer.alloc(64 * 1024, 1));
      },
    });
    const gone = new Writable({
      highWaterMark: 1024,
      write(_data, _encoding, done) {
        setTimeout(() => {
          gone.destroy();
          done();
        }, 5);
      },
    });
    await expect(writeZip(gone, [{ path: 'x.bin', stream: source }], new Date())).rejects.toThrow();
    expect(source.destroyed).toBe(true);
    expect(reads).toBeLessThan(10);
  });
});
