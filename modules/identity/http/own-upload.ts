import { storedNamePattern } from '@tawzeef/identity';

const uploadPath = /^\/(?:api\/)?uploads\/([^/]+)$/;

/**
 * The stored name of one of this platform's own uploads that `value` points at (a bare stored name,
 * `/api/uploads/<name>`, or that path on the platform's own origin), else null. Anything encoded,
 * relative, with a query or credentials, or on another host is refused without being resolved.
 */
export function ownUploadName(value: string, publicOrigin: string): string | null {
  if (value.length === 0 || value.length > 512) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (/[\\%@]|\.\./u.test(value)) return null;
  if (storedNamePattern.test(value)) return value;
  let path: string;
  if (value.startsWith('/') && !value.startsWith('//')) {
    path = value;
  } else {
    if (!URL.canParse(value)) return null;
    const url = new URL(value);
    if (url.origin !== publicOrigin || url.username || url.password || url.search || url.hash) return null;
    if (!value.startsWith(`${url.origin}/`)) return null;
    path = value.slice(url.origin.length);
  }
  const name = uploadPath.exec(path)?.[1];
  return name && storedNamePattern.test(name) ? name : null;
}
