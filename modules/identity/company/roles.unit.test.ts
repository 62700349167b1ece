import { describe, expect, it } from 'vitest';
import { canGrant, grantableRoles } from './roles.ts';

describe('which roles a member may hand out', () => {
  it('lets an owner grant every role, listed from the fewest rights to the most', () => {
    expect(grantableRoles('OWNER')).toEqual(['RECRUITER', 'ADMIN', 'OWNER']);
  });

  it('lets an admin grant admin and recruiter but not owner', () => {
    expect(grantableRoles('ADMIN')).toEqual(['RECRUITER', 'ADMIN']);
    expect(canGrant('ADMIN', 'OWNER')).toBe(false);
  });

  it('lets a recruiter or a non-member grant nothing', () => {
    expect(grantableRoles('RECRUITER')).toEqual([]);
    expect(grantableRoles(undefined)).toEqual([]);
  });
});
