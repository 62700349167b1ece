import type { Decider } from '@tawzeef/shared';
import { errors } from '../errors.ts';

export type EmailClaimed = { type: 'EmailClaimed'; data: { email: string; userId: string; claimedAt: string } };
export type EmailReleased = { type: 'EmailReleased'; data: { email: string; userId: string; releasedAt: string } };
export type EmailClaimEvent = EmailClaimed | EmailReleased;

export type EmailClaimState = { owner: string | null };

export type EmailClaimCommand =
  | { type: 'ClaimEmail'; email: string; userId: string; now: Date }
  | { type: 'ReleaseEmail'; email: string; userId: string; now: Date };

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: () => ({ owner: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailClaimed':
        return { owner: event.data.userId };
      case 'EmailReleased':
        return state.owner === event.data.userId ? { owner: null } : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const at = command.now.toISOString();
    if (command.type === 'ClaimEmail') {
      if (state.owner === command.userId) return [];
      if (state.owner !== null) throw errors.emailTaken();
      return { type: 'EmailClaimed', data: { email: command.email, userId: command.userId, claimedAt: at } };
    }
    if (state.owner !== command.userId) return [];
    return { type: 'EmailReleased', data: { email: command.email, userId: command.userId, releasedAt: at } };
  },
};
