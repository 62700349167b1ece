export type IdentityErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** A broken rule with a stable code; the HTTP layer maps it to a problem response with `status`. */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: IdentityErrorStatus,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export const errors = {
  emailTaken: () =>
    new IdentityError('AUTH.EMAIL_ALREADY_REGISTERED', 'An account with this email already exists.', 409),
  invalidCredentials: () => new IdentityError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password.', 401),
  unauthenticated: (detail = 'Please sign in.') => new IdentityError('AUTH.UNAUTHENTICATED', detail, 401),
  sessionExpired: () =>
    new IdentityError('AUTH.SESSION_EXPIRED', 'Your session has expired. Please sign in again.', 401),
  forbidden: (detail: string) => new IdentityError('AUTH.FORBIDDEN', detail, 403),
  currentPasswordIncorrect: () =>
    new IdentityError('AUTH.CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect.', 422),
  passwordUnchanged: () =>
    new IdentityError('AUTH.PASSWORD_UNCHANGED', 'The new password must differ from the current one.', 422),
  resetTokenInvalid: () =>
    new IdentityError('AUTH.RESET_TOKEN_INVALID', 'This password reset link is invalid or has already been used.', 422),
  resetTokenExpired: () => new IdentityError('AUTH.RESET_TOKEN_EXPIRED', 'This password reset link has expired.', 422),
  userNotFound: () => new IdentityError('USER.NOT_FOUND', 'No such user.', 404),
  companyNotFound: (detail = 'No company profile found') => new IdentityError('COMPANY.NOT_FOUND', detail, 404),
  companyForbidden: (detail = 'Only an owner or an admin of the company can do this.') =>
    new IdentityError('COMPANY.FORBIDDEN', detail, 403),
  alreadyMember: () => new IdentityError('COMPANY.ALREADY_MEMBER', 'You already belong to a company.', 409),
  memberNotFound: () => new IdentityError('COMPANY.MEMBER_NOT_FOUND', 'No such team member.', 404),
  lastOwner: () => new IdentityError('COMPANY.LAST_OWNER', 'A company needs at least one owner.', 422),
  invalidRetentionPeriod: () =>
    new IdentityError(
      'COMPANY.INVALID_RETENTION',
      'The retention period must be a whole number of months from 6 to 60.',
      422,
    ),
  invitationNotFound: () => new IdentityError('INVITATION.NOT_FOUND', 'This invitation code is not valid.', 404),
  invitationExpired: () => new IdentityError('INVITATION.EXPIRED', 'This invitation code has expired.', 422),
  invitationUsed: () =>
    new IdentityError('INVITATION.ALREADY_USED', 'This invitation code has already been used.', 409),
};
