export const csrfCookieName = 'tawzeef_csrf';
export const csrfHeaderName = 'x-csrf-token';

export interface FieldError {
  path: string;
  message: string;
  code?: string;
}

/** An RFC 9457 problem answered by the API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors keyed by the field's name (the last part of a dotted path). */
  get byField(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const error of this.fieldErrors) {
      const name = error.path.split('.').pop() ?? '';
      if (name && !fields[name]) fields[name] = error.message;
    }
    return fields;
  }
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Adds what every API call needs: same-origin cookies, JSON Accept and, on writes, the CSRF header. */
export function apiInit(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const method = (init.method ?? 'GET').toUpperCase();
  const token = readCookie(csrfCookieName);
  if (unsafeMethods.has(method) && token) headers.set(csrfHeaderName, token);
  return { ...init, method, headers, credentials: 'same-origin' };
}

interface Problem {
  title?: string;
  detail?: string;
  message?: string;
  code?: string;
  errors?: FieldError[];
}

export async function problemFrom(response: Response): Promise<ApiError> {
  let problem: Problem = {};
  try {
    if (/json/.test(response.headers.get('content-type') ?? '')) problem = (await response.json()) as Problem;
  } catch {
    // A body that is not JSON leaves only the status to go by.
  }
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  const message = problem.detail ?? problem.message ?? problem.title ?? response.statusText;
  return new ApiError(response.status, problem.code ?? '', message, problem.errors ?? [], retryAfter);
}

export interface ApiOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers = new Headers(options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, apiInit({ method, headers, body: payload, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await problemFrom(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    const text = await response.text();
    return (text ? text : undefined) as T;
  }
  return (await response.json()) as T;
}
