import type { Decider } from '@tawzeef/shared';

/**
 * A legal hold on one application (issue #22): while it stands, retention never erases the application. Stream
 * `legal-hold-<applicationId>`. The reason is the company's own words (a dispute, a request by an authority).
 */
export const legalHoldStreamName = (applicationId: string) => `legal-hold-${applicationId}`;
export const MAX_HOLD_REASON = 500;

type Base = { applicationId: string; companyId: string; reason: string };
export type LegalHoldPlaced = { type: 'LegalHoldPlaced'; data: Base & { placedBy: string; placedAt: string } };
export type LegalHoldLifted = { type: 'LegalHoldLifted'; data: Base & { liftedBy: string; liftedAt: string } };
export type LegalHoldEvent = LegalHoldPlaced | LegalHoldLifted;

export type LegalHoldState =
  { held: false } | { held: true; reason: string; placedBy: string; placedAt: string; companyId: string };

export type LegalHoldCommand =
  | { type: 'PlaceLegalHold'; applicationId: string; companyId: string; actorId: string; reason: string; now: Date }
  | { type: 'LiftLegalHold'; applicationId: string; companyId: string; actorId: string; reason: string; now: Date };

export class LegalHoldError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LegalHoldError';
  }
}
export const legalHoldErrors = {
  notFound: () => new LegalHoldError('LEGAL_HOLD.NOT_FOUND', 'Application not found'),
  alreadyHeld: () => new LegalHoldError('LEGAL_HOLD.ALREADY_HELD', 'This application is already on legal hold.'),
  notHeld: () => new LegalHoldError('LEGAL_HOLD.NOT_HELD', 'This application is not on legal hold.'),
  reasonRequired: () => new LegalHoldError('LEGAL_HOLD.REASON_REQUIRED', 'Say why (up to 500 characters).'),
};

export function evolveLegalHold(_state: LegalHoldState, event: LegalHoldEvent): LegalHoldState {
  if (event.type === 'LegalHoldLifted') return { held: false };
  const { reason, placedBy, placedAt, companyId } = event.data;
  return { held: true, reason, placedBy, placedAt, companyId };
}

export function decideLegalHold(command: LegalHoldCommand, state: LegalHoldState): LegalHoldEvent[] {
  const reason = command.reason.trim();
  if (!reason || reason.length > MAX_HOLD_REASON) throw legalHoldErrors.reasonRequired();
  const { applicationId, companyId, actorId } = command;
  const at = command.now.toISOString();
  if (command.type === 'PlaceLegalHold') {
    if (state.held) throw legalHoldErrors.alreadyHeld();
    return [{ type: 'LegalHoldPlaced', data: { applicationId, companyId, reason, placedBy: actorId, placedAt: at } }];
  }
  if (!state.held) throw legalHoldErrors.notHeld();
  return [{ type: 'LegalHoldLifted', data: { applicationId, companyId, reason, liftedBy: actorId, liftedAt: at } }];
}

export const legalHoldDecider: Decider<LegalHoldState, LegalHoldCommand, LegalHoldEvent> = {
  initialState: () => ({ held: false }),
  evolve: evolveLegalHold,
  decide: decideLegalHold,
};
