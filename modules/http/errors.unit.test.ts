import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, mapError, statusForCode } from './errors.ts';

describe('statusForCode', () => {
  it.each([
    ['JOB.NOT_FOUND', 404],
    ['APPLICATION.ALREADY_APPLIED', 409],
    ['USER.UNAUTHENTICATED', 401],
    ['COMPANY.FORBIDDEN', 403],
    ['JOB.VERSION_MISMATCH', 412],
    ['CV.TOO_LARGE', 413],
    ['CV.UNSUPPORTED_MEDIA_TYPE', 415],
    ['AUTH.RATE_LIMITED', 429],
    ['REQUEST.VALIDATION_FAILED', 400],
    ['JOB.CLOSED', 422],
  ])('%s -> %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });
});

describe('mapError', () => {
  it('keeps a domain error code, status and detail', () => {
    expect(mapError(new DomainError('APPLICATION.ALREADY_APPLIED', 'You already applied.'))).toMatchObject({
      status: 409,
      code: 'APPLICATION.ALREADY_APPLIED',
      detail: 'You already applied.',
    });
    expect(mapError(new DomainError('JOB.CLOSED', undefined, 403))?.status).toBe(403);
  });

  it('turns zod errors into a 400 with field errors', () => {
    const result = z.object({ email: z.email(), age: z.number() }).safeParse({ email: 'x', age: 'y' });
    const mapped = mapError(result.error);
    expect(mapped).toMatchObject({ status: 400, code: 'REQUEST.VALIDATION_FAILED' });
    expect(mapped?.errors?.map((e) => e.path).sort()).toEqual(['age', 'email']);
  });

  it('maps body-parser failures', () => {
    expect(mapError(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 }))?.code).toBe(
      'REQUEST.MALFORMED_JSON',
    );
    expect(mapError(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 }))?.status).toBe(413);
  });

  it('accepts errors from modules that carry a stable code', () => {
    const error = Object.assign(new Error('Already applied'), { code: 'APPLICATION.ALREADY_APPLIED' });
    expect(mapError(error)).toMatchObject({ status: 409, code: 'APPLICATION.ALREADY_APPLIED' });
    const withStatus = Object.assign(new Error('Closed'), { code: 'JOB.CLOSED', status: 409 });
    expect(mapError(withStatus)?.status).toBe(409);
  });

  it('maps optimistic concurrency conflicts to 409', () => {
    class ExpectedVersionConflictError extends Error {
      override name = 'ExpectedVersionConflictError';
    }
    expect(mapError(new ExpectedVersionConflictError('x'))).toMatchObject({
      status: 409,
      code: 'STREAM.VERSION_CONFLICT',
    });
    const emmettStyle = Object.assign(new Error('Expected version 2 does not match current 1'), { errorCode: 412 });
    expect(mapError(emmettStyle)?.code).toBe('STREAM.VERSION_CONFLICT');
  });

  it('leaves unexpected failures (and system error codes) unmapped', () => {
    expect(mapError(new TypeError('boom'))).toBeUndefined();
    expect(mapError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });
});

describe('errors Express raises itself', () => {
  it('shows exposed client errors, but never server ones', () => {
    const decode = Object.assign(new URIError("Failed to decode param '%E0'"), { status: 400, expose: true });
    expect(mapError(decode)).toMatchObject({ status: 400, code: 'REQUEST.INVALID' });
    const hidden = Object.assign(new Error('pool exhausted'), { status: 500, expose: false });
    expect(mapError(hidden)).toBeUndefined();
  });
});
