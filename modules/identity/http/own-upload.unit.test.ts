import { describe, expect, it } from 'vitest';
import { ownUploadName } from './own-upload.ts';

const origin = 'http://127.0.0.1:3000';
const name = `${'a1'.repeat(16)}.png`;

describe('ownUploadName', () => {
  it('accepts a stored name, its /api/uploads path and that path on the platform origin', () => {
    expect(ownUploadName(name, origin)).toBe(name);
    expect(ownUploadName(`/api/uploads/${name}`, origin)).toBe(name);
    expect(ownUploadName(`/uploads/${name}`, origin)).toBe(name);
    expect(ownUploadName(`${origin}/api/uploads/${name}`, origin)).toBe(name);
  });

  it.each([
    `https://evil.example/api/uploads/${name}`,
    `http://169.254.169.254/latest/meta-data/`,
    `//evil.example/api/uploads/${name}`,
    `http://127.0.0.1:3001/api/uploads/${name}`,
    `${origin}@evil.example/api/uploads/${name}`,
    `http://user:pw@127.0.0.1:3000/api/uploads/${name}`,
    `${origin}/api/uploads/${name}?redirect=https://evil.example`,
    `${origin}/api/uploads/${name}#x`,
    `/api/uploads/../../etc/passwd`,
    `/api/uploads/..%2f..%2fetc%2fpasswd`,
    `/api/uploads/%2e%2e/secret.png`,
    `/api/uploads/${name.replace('.png', '%2epng')}`,
    `/api/uploads\\${name}`,
    `/api/candidate/cvs/${name}`,
    `/api/uploads/${name}/x`,
    `${'b'.repeat(32)}.svg`,
    `file:///etc/passwd`,
    `data:image/png;base64,AAAA`,
    '',
  ])('refuses %s', (value) => {
    expect(ownUploadName(value, origin)).toBeNull();
  });
});
