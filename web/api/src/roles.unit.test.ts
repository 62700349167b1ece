import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { partsOf, roleOf, roles } from './roles.ts';

describe('process roles', () => {
  it('reads the role from --role, --role=, ROLE, and defaults to all', () => {
    expect(roleOf(['--role', 'worker'], {})).toBe('worker');
    expect(roleOf(['--role=interviewer'], { ROLE: 'api' })).toBe('interviewer');
    expect(roleOf([], { ROLE: 'projector' })).toBe('projector');
    expect(roleOf([], {})).toBe('all');
  });

  it('refuses an unknown role, naming the known ones', () => {
    expect(() => roleOf(['--role', 'everything'], {})).toThrow(ConfigError);
    expect(() => roleOf(['--role', 'everything'], {})).toThrow(/api, worker, projector, interviewer/u);
  });

  it('gives every part to exactly one single role, and all of them to all', () => {
    const single = roles.filter((r) => r !== 'all');
    for (const part of ['http', 'projections', 'workflows', 'interviewer'] as const) {
      expect(single.filter((r) => partsOf(r)[part])).toHaveLength(1);
      expect(partsOf('all')[part]).toBe(true);
    }
  });
});
