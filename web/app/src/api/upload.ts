import { ApiError, csrfCookieName, csrfHeaderName, problemFrom, readCookie } from './client.ts';

export interface UploadOptions {
  method?: string;
  /** Called with 0..100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress; it sends what
 * `api()` sends (same-origin cookies, JSON Accept, the CSRF header) and fails with the same ApiError.
 */
export function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(csrfCookieName);
    if (token) xhr.setRequestHeader(csrfHeaderName, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      if (type) headers.set('content-type', type);
      const retryAfter = xhr.getResponseHeader('retry-after');
      if (retryAfter) headers.set('retry-after', retryAfter);
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((text && /json/.test(type ?? '') ? JSON.parse(text) : text || undefined) as T);
        } catch {
          resolve(undefined as T);
        }
        return;
      }
      const response = new Response(text || null, { status: xhr.status, statusText: xhr.statusText, headers });
      void problemFrom(response).then(reject, reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
