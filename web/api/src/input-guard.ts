import type { RequestHandler } from 'express';
import { DomainError, badCharacterIn, singleLine } from '@tawzeef/http';

/** Secrets are compared byte for byte, so nothing in them is rewritten. */
const verbatimKeys = /password|token|secret/i;

/** No form or filter of the API nests deeper; a body that does is refused before it is walked. */
const MAX_DEPTH = 32;

const tooDeep = (path: string) =>
  new DomainError('REQUEST.TOO_DEEP', `The input nests deeper than ${MAX_DEPTH} levels.`, 400, [
    { path, message: `At most ${MAX_DEPTH} levels.`, code: 'too_deep' },
  ]);

/**
 * Walks a parsed value: refuses control characters in keys and strings, and drops bidi controls from one-line
 * strings in place (unless `rewrite` is off, as for query strings, which Express hands out read-only).
 */
function inspect(
  value: unknown,
  path: string[],
  options: { multiline: boolean; rewrite: boolean },
): DomainError | undefined {
  if (typeof value === 'string') return badCharacterIn(value, options)?.problem(path.join('.'));
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return tooDeep(path.join('.'));
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const at = [...path, key];
    const badKey = badCharacterIn(key, { multiline: false });
    if (badKey) return badKey.problem(at.join('.'));
    const found = inspect(record[key], at, options);
    if (found) return found;
    const text = record[key];
    if (options.rewrite && typeof text === 'string' && !verbatimKeys.test(key)) record[key] = singleLine(text);
  }
  return undefined;
}

/** react-admin's list parameters (`filter`, `sort`, `range`) are JSON inside the query string: their escapes too. */
function jsonInQuery(query: Record<string, unknown>): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) continue;
    try {
      parsed[key] = JSON.parse(value) as unknown;
    } catch {
      // Not JSON after all: the route's own parsing answers for it.
    }
  }
  return parsed;
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One check at the edge for every JSON body, query string and path: a NUL or other control character is a 400
 * naming the field, before any route, command or query sees it. Multipart fields get the same check in
 * `readMultipart`, the only place they are read.
 */
export const guardInput: RequestHandler = (req, _res, next) => {
  const query = req.query as Record<string, unknown>;
  next(
    badCharacterIn(decodedPath(req.originalUrl), { multiline: false })?.problem('path') ??
      inspect(query, [], { multiline: false, rewrite: false }) ??
      inspect(jsonInQuery(query), [], { multiline: false, rewrite: false }) ??
      inspect(req.body, [], { multiline: true, rewrite: true }),
  );
};
