import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { storeImage } from './images.ts';
import { MAX_KEPT_SIDE } from './reencode-image.ts';

/** A file store that keeps what it is given in memory. */
function memoryStore() {
  const saved = new Map<string, Buffer>();
  const store: FileStore = {
    async save(bytes, ext) {
      const name = `${String(saved.size).padStart(32, '0')}.${ext}`;
      saved.set(name, Buffer.from(bytes));
      return name;
    },
    async read(name) {
      const bytes = saved.get(name);
      return bytes ? { bytes, contentType: `image/${name.split('.')[1]}` } : null;
    },
    async remove(name) {
      return saved.delete(name);
    },
  };
  const only = () => {
    expect(saved.size).toBe(1);
    const [name, bytes] = [...saved][0]!;
    return { name, bytes };
  };
  return { store, saved, only };
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid, all-white, 1-bit greyscale PNG: a huge one is a few hundred KB, as an image bomb is. */
function whitePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'P1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 55/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the image was kept'),
    (error: { code: string; status: number; message: string }) => error,
  );

describe('kept images are decoded and re-encoded', () => {
  it('refuses a 20000×20000 PNG bomb by its dimensions with a 413, and stores nothing', async () => {
    const bomb = whitePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(5_242_880);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const { store, saved } = memoryStore();
    const started = performance.now();
    const error = await rejection(storeImage(store, bomb));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ code: 'UPLOAD.TOO_MANY_PIXELS', status: 413 });
    expect(error.message).toContain('25 megapixels');
    expect(saved.size).toBe(0);
  });

  it('keeps a photo without its EXIF (GPS, camera), upright and scaled down to the longest side allowed', async () => {
    const original = await photo(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect(before.exif?.includes('PhoneCo')).toBe(true);

    const { store, only } = memoryStore();
    const url = await storeImage(store, original);
    const { name, bytes } = only();
    expect(url).toBe(`/api/uploads/${name}`);
    expect(name).toMatch(/\.jpg$/);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 683, height: MAX_KEPT_SIDE });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes('PhoneCo')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('keeps small images at their size, a GIF as a PNG and a WebP as a WebP', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const webp = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    const { store, saved } = memoryStore();
    await storeImage(store, gif);
    await storeImage(store, webp);
    const [[gifName, keptGif], [webpName, keptWebp]] = [...saved] as [[string, Buffer], [string, Buffer]];
    expect(gifName).toMatch(/\.png$/);
    expect(await sharp(keptGif).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(webpName).toMatch(/\.webp$/);
    expect(await sharp(keptWebp).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30, hasAlpha: true });
  });

  it('refuses a truncated or corrupt image with a 422, and stores nothing', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const jpeg = await photo(300, 200);
    const { store, saved } = memoryStore();
    for (const broken of [
      png.subarray(0, png.length - 40),
      png.subarray(0, 40),
      Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 0x41)]),
      jpeg.subarray(0, 30),
    ]) {
      expect(await rejection(storeImage(store, broken))).toMatchObject({
        code: 'UPLOAD.IMAGE_UNREADABLE',
        status: 422,
      });
    }
    expect(saved.size).toBe(0);
  });

  it('keeps only the pixels of a PNG that is also a ZIP or an HTML page', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#08f' } })
      .png()
      .toBuffer();
    const iend = png.length - 12;
    const html = '<html><script>alert(document.cookie)</script></html>';
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('payload.jsp<% evil %>'), Buffer.alloc(30)]);
    const polyglots = [
      Buffer.concat([png, zip]),
      Buffer.concat([png, Buffer.from(html)]),
      Buffer.concat([png.subarray(0, iend), chunk('tEXt', Buffer.from(`Comment\0${html}`)), png.subarray(iend)]),
    ];
    const { store, saved } = memoryStore();
    for (const polyglot of polyglots) await storeImage(store, polyglot);
    expect(saved.size).toBe(3);
    for (const kept of saved.values()) {
      expect(kept.includes('<script')).toBe(false);
      expect(kept.includes(Buffer.from('504b0304', 'hex'))).toBe(false);
      expect(kept.subarray(-8).toString('latin1')).toBe('IEND\xae\x42\x60\x82');
      expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 16, height: 16 });
    }
  });

  it('still refuses what is not an image by its content before decoding it', async () => {
    const { store, saved } = memoryStore();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect(await rejection(storeImage(store, svg))).toMatchObject({ code: 'UPLOAD.NOT_AN_IMAGE', status: 415 });
    expect(saved.size).toBe(0);
  });
});
