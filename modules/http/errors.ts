import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { unavailableDependency } from './unavailable.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const problemStatuses = [400, 401, 403, 404, 409, 412, 413, 415, 422, 429] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const stableCode = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$/;

export const fieldErrorSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field; empty for the whole input' }),
  message: z.string(),
  code: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    code: z.string().meta({ description: 'Stable machine-readable code', example: 'ROUTE.NOT_FOUND' }),
    requestId: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });
export type Problem = z.infer<typeof problemSchema>;

/** A broken rule with a stable code (`APPLICATION.ALREADY_APPLIED`) that maps to an HTTP status. */
export class DomainError extends Error {
  readonly status: ProblemStatus;
  constructor(
    readonly code: string,
    detail?: string,
    status?: ProblemStatus,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? code);
    this.name = 'DomainError';
    this.status = status ?? statusForCode(code);
  }
}

const suffixStatuses: [RegExp, ProblemStatus][] = [
  [/\.(NOT_FOUND|UNKNOWN)$/, 404],
  [/\.(UNAUTHENTICATED|UNAUTHORIZED)$/, 401],
  [/\.(FORBIDDEN|NOT_ALLOWED)$/, 403],
  [/\.(ALREADY_[A-Z_]+|CONFLICT|VERSION_CONFLICT)$/, 409],
  [/\.(PRECONDITION_FAILED|VERSION_MISMATCH)$/, 412],
  [/\.TOO_LARGE$/, 413],
  [/\.UNSUPPORTED_MEDIA_TYPE$/, 415],
  [/\.(RATE_LIMITED|TOO_MANY_REQUESTS)$/, 429],
  [/(^REQUEST\.|\.INVALID_QUERY$)/, 400],
];

/** The status a code implies by its suffix; any other broken business rule is a 422. */
export function statusForCode(code: string): ProblemStatus {
  return suffixStatuses.find(([pattern]) => pattern.test(code))?.[1] ?? 422;
}

export function problemType(code: string): string {
  return `urn:tawzeef:problem:${code}`;
}

export function sendProblem(
  req: Request,
  res: Response,
  problem: Omit<Problem, 'type' | 'title' | 'instance'> & { title?: string },
): void {
  const body: Problem = {
    type: problemType(problem.code),
    title: problem.title ?? titles[problem.status] ?? 'Error',
    status: problem.status,
    detail: problem.detail,
    instance: req.originalUrl,
    code: problem.code,
    requestId: typeof req.id === 'string' ? req.id : undefined,
    errors: problem.errors,
  };
  res.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

export function zodFieldErrors(error: z.ZodError, prefix: (string | number)[] = []): FieldError[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

type Mapped = Omit<Problem, 'type' | 'title' | 'instance'>;

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof z.ZodError || (error instanceof Error && error.name === 'ZodError' && 'issues' in error);
}

function asRecord(error: unknown): Record<string, unknown> {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
}

/** Maps anything thrown to the problem a client sees, or undefined for an unexpected failure. */
export function mapError(error: unknown): Mapped | undefined {
  if (error instanceof DomainError) {
    return { status: error.status, code: error.code, detail: error.message, errors: error.errors };
  }
  if (isZodError(error)) {
    return {
      status: 400,
      code: 'REQUEST.VALIDATION_FAILED',
      detail: 'The request did not pass validation.',
      errors: zodFieldErrors(error),
    };
  }
  const e = asRecord(error);
  const bodyParserTypes: Record<string, Mapped> = {
    'entity.parse.failed': { status: 400, code: 'REQUEST.MALFORMED_JSON', detail: 'The body is not valid JSON.' },
    'entity.too.large': { status: 413, code: 'REQUEST.TOO_LARGE', detail: 'The body is larger than allowed.' },
    'encoding.unsupported': {
      status: 415,
      code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      detail: 'Unsupported content encoding.',
    },
    'charset.unsupported': { status: 415, code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', detail: 'Unsupported charset.' },
  };
  if (typeof e.type === 'string' && bodyParserTypes[e.type]) return bodyParserTypes[e.type];
  const conflictName = /ConcurrencyError|ExpectedVersionConflictError/;
  // Emmett's concurrency errors carry errorCode 412 and keep the default name "Error".
  if (error instanceof Error && (e.errorCode === 412 || conflictName.test(`${error.name} ${error.constructor.name}`))) {
    return {
      status: 409,
      code: 'STREAM.VERSION_CONFLICT',
      detail: 'The resource was changed by someone else; reload and retry.',
    };
  }
  const status = Number(e.status ?? e.statusCode);
  if (typeof e.code === 'string' && stableCode.test(e.code)) {
    const known = (problemStatuses as readonly number[]).includes(status);
    return {
      status: known ? (status as ProblemStatus) : statusForCode(e.code),
      code: e.code,
      detail: error instanceof Error ? error.message : undefined,
    };
  }
  // http-errors raised by Express itself (a malformed path parameter, a 416 range) are safe to show.
  if (e.expose === true && status >= 400 && status < 500) {
    return {
      status,
      code: status === 404 ? 'ROUTE.NOT_FOUND' : 'REQUEST.INVALID',
      detail: error instanceof Error ? error.message : undefined,
    };
  }
  return undefined;
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(req, res, {
    status: 404,
    code: 'ROUTE.NOT_FOUND',
    detail: `No route for ${req.method} ${req.originalUrl.split('?')[0]}.`,
  });
};

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const mapped = mapError(error);
  if (mapped) {
    sendProblem(req, res, mapped);
    return;
  }
  const unavailable = unavailableDependency(error);
  if (unavailable) {
    // Logged as the failure it is, but the client may simply retry.
    res.err = error instanceof Error ? error : new Error(String(error));
    res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
    sendProblem(req, res, {
      status: 503,
      code: 'SERVICE.UNAVAILABLE',
      detail: `The ${unavailable.dependency === 'database' ? 'database' : 'workflow engine'} is unavailable for a moment; retry after ${unavailable.retryAfterSeconds} seconds.`,
    });
    return;
  }
  // pino-http logs the failed request with this error and its stack; the client never sees them.
  res.err = error instanceof Error ? error : new Error(String(error));
  sendProblem(req, res, {
    status: 500,
    code: 'INTERNAL',
    detail: 'Something went wrong on our side. Quote the request id if you contact support.',
  });
};
