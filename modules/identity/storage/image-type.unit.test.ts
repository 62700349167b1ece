import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (hex: string, tail = '') => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(tail, 'latin1')]);

describe('image type by content', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes('89504e470d0a1a0a'))?.ext).toBe('png');
    expect(detectImageType(bytes('ffd8ffe0'))?.ext).toBe('jpg');
    expect(detectImageType(Buffer.from('GIF89a...'))?.ext).toBe('gif');
    expect(detectImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF....AVI '))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
