import { handleCommand } from '@tawzeef/shared';
import { candidateStreamName } from '../candidate/candidate-profile.ts';
import { candidateProfileDecider } from '../candidate/decide.ts';
import { emailClaimDecider } from '../email/email-claim.ts';
import { emailStreamName } from '../email/normalize.ts';
import { splitName } from '../user/settings.ts';
import { userDecider } from '../user/decide.ts';
import { userStreamName } from '../user/user.ts';
import type { SignupInput } from './accounts.ts';
import type { Companies } from './companies.ts';
import { maxPosition, readState, stepContext, type IdentityDeps, type RequestContext } from './deps.ts';

/** The steps of a sign-up after its e-mail claim; the returned position is the last event's. */
export async function completeSignup(
  { store }: IdentityDeps,
  companies: Companies,
  input: SignupInput & { email: string; userId: string; passwordHash: string },
  ctx: RequestContext,
  now: Date,
): Promise<bigint | null> {
  const { email, userId } = input;
  const registered = await handleCommand(
    store,
    userStreamName(userId),
    userDecider,
    {
      type: 'RegisterUser',
      userId,
      userType: input.userType,
      email,
      name: input.name.trim(),
      phone: input.phone,
      passwordHash: input.passwordHash,
      now,
    },
    stepContext(ctx, 'register', now, userId),
  );
  let position = registered.globalPosition;
  if (input.userType === 'CANDIDATE') {
    const created = await handleCommand(
      store,
      candidateStreamName(userId),
      candidateProfileDecider,
      { type: 'CreateCandidateProfile', userId, ...splitName(input.name), email, phone: input.phone, now },
      stepContext(ctx, 'candidate-profile', now, userId),
    );
    position = maxPosition(position, created.globalPosition);
  } else if (input.invitationCode) {
    const joined = await companies.join(userId, input.invitationCode, { ...ctx, actorId: userId });
    position = maxPosition(position, joined.position);
  }
  return position;
}

/**
 * A sign-up that failed before its user was registered gives its e-mail back, so the person can try
 * again instead of finding the address taken by an account that does not exist.
 */
export async function releaseUnregistered(
  { store, log }: IdentityDeps,
  email: string,
  userId: string,
  ctx: RequestContext,
  now: Date,
): Promise<void> {
  try {
    const user = await readState(store, userStreamName(userId), userDecider);
    if (user.status === 'registered') return;
    await handleCommand(
      store,
      emailStreamName(email),
      emailClaimDecider,
      { type: 'ReleaseEmail', email, userId, now },
      stepContext(ctx, 'release-email', now, userId),
    );
  } catch (error) {
    log.warn({ err: error, userId }, 'could not release the e-mail of a failed sign-up');
  }
}
