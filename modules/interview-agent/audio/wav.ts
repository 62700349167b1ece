import type { Pcm } from '../port.ts';

/** A canonical 44-byte header for 16-bit mono PCM. */
export function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

export function encodeWav({ samples, sampleRate }: Pcm): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

/** Reads 16-bit PCM WAV (as espeak-ng writes it), mixing channels down to mono. */
export function decodeWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    // espeak-ng writing to a pipe leaves the sizes at 0x7fffffff: clamp to what is there.
    const size = Math.min(bytes.readUInt32LE(offset + 4), bytes.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(body + 2);
      sampleRate = bytes.readUInt32LE(body + 4);
      bits = bytes.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || !sampleRate) throw new Error('only 16-bit PCM WAV is supported');
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += bytes.readInt16LE(body + 2 * (i * channels + c));
        samples[i] = Math.round(sum / channels);
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/**
 * Linear-interpolation resampling, after a low-pass filter when going down (a windowed-sinc FIR below the new
 * Nyquist frequency): without it, espeak-ng's 22.05 kHz voice folds its 8–11 kHz hiss into the band a 16 kHz
 * recogniser listens to. Enough for speech going to a recogniser or a WebRTC track.
 */
export function resample({ samples, sampleRate }: Pcm, to: number): Pcm {
  if (sampleRate === to) return { samples, sampleRate };
  const source = to < sampleRate ? lowPass(samples, (0.45 * to) / sampleRate) : samples;
  const length = Math.floor((source.length * to) / sampleRate);
  const out = new Int16Array(length);
  const ratio = sampleRate / to;
  for (let i = 0; i < length; i++) {
    const p = i * ratio;
    const j = Math.floor(p);
    const f = p - j;
    const a = source[j] ?? 0;
    const b = source[j + 1] ?? a;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(a * (1 - f) + b * f)));
  }
  return { samples: out, sampleRate: to };
}

/** A 31-tap Hamming-windowed sinc low-pass; `cutoff` is a fraction of the sample rate (below 0.5). */
function lowPass(samples: Int16Array, cutoff: number): Float32Array {
  const half = 15;
  const taps = Array.from({ length: 2 * half + 1 }, (_, k) => {
    const n = k - half;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    return sinc * (0.54 + 0.46 * Math.cos((Math.PI * n) / half));
  });
  const gain = taps.reduce((a, b) => a + b, 0);
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let sum = 0;
    for (let k = -half; k <= half; k++) sum += (samples[i + k] ?? 0) * taps[k + half]!;
    out[i] = sum / gain;
  }
  return out;
}

export const durationSeconds = ({ samples, sampleRate }: Pcm) => samples.length / sampleRate;
