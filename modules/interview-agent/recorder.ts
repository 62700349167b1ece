import { open, type FileHandle } from 'node:fs/promises';
import { wavHeader } from './audio/wav.ts';

/** Streams the candidate's audio into a WAV file as it arrives; the header is written last. */
export class WavRecorder {
  private handle: Promise<FileHandle>;
  private chain: Promise<unknown> = Promise.resolve();
  private bytes = 0;
  private closed = false;

  constructor(
    readonly path: string,
    readonly sampleRate: number,
  ) {
    this.handle = open(path, 'w', 0o600).then(async (fh) => {
      await fh.write(wavHeader(0, sampleRate));
      return fh;
    });
    this.handle.catch(() => undefined);
  }

  /** Audio that arrives after close (the track's last frames) is dropped. */
  write(samples: Int16Array): void {
    if (this.closed) return;
    const copy = Buffer.from(samples.buffer.slice(samples.byteOffset, samples.byteOffset + samples.byteLength));
    this.bytes += copy.length;
    this.chain = this.chain.then(async () => (await this.handle).write(copy));
  }

  get seconds(): number {
    return this.bytes / 2 / this.sampleRate;
  }

  /** Finishes the file; returns its size in bytes. */
  async close(): Promise<number> {
    if (this.closed) return this.bytes + 44;
    this.closed = true;
    await this.chain;
    const fh = await this.handle;
    await fh.write(wavHeader(this.bytes, this.sampleRate), 0, 44, 0);
    await fh.close();
    return this.bytes + 44;
  }
}
