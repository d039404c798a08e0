import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, ERROR_CODES, httpStatusOf, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('holds every code of SPEC.md §8', () => {
    expect([...ALL_ERROR_CODES].sort((a, b) => a - b)).toEqual([
      400, 401, 402, 403, 404, 406, 407, 500, 503, 504, 4011, 4041, 4042, 4043, 4044, 4045, 4047,
      4048, 4049, 4061,
    ]);
    expect(isErrorCode(4046)).toBe(false);
    expect(isErrorCode(4011)).toBe(true);
  });

  it('mirrors each code in the HTTP status: itself, or its first three digits', () => {
    expect(httpStatusOf(200)).toBe(200);
    expect(httpStatusOf(ERROR_CODES.INVALID_PARAMETER)).toBe(400);
    expect(httpStatusOf(ERROR_CODES.CONSENT_REQUIRED)).toBe(401);
    expect(httpStatusOf(ERROR_CODES.GAME_APP_NOT_LINKED)).toBe(404);
    expect(httpStatusOf(ERROR_CODES.COMPANION_CODE_USED)).toBe(404);
    expect(httpStatusOf(ERROR_CODES.NOT_IN_REGION)).toBe(406);
    expect(httpStatusOf(ERROR_CODES.HIGH_TRAFFIC)).toBe(504);
  });

  it('carries 407 on a 503, the one status a browser lets the page read', () => {
    expect(httpStatusOf(ERROR_CODES.OVERLOADED)).toBe(503);
  });
});
