export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`.trim());
    this.name = 'HttpError';
  }
}

/** GETs JSON from the API; a non-JSON answer (for example an HTML fallback page) counts as an error. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new HttpError(response.status, 'Unexpected response');
  return (await response.json()) as T;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
