/** The spec's interview error texts as i18n keys under interview.errors. */
export type InterviewErrorKey =
  | 'noDevice'
  | 'denied'
  | 'inUse'
  | 'mediaFailed'
  | 'mobileNetwork'
  | 'mobileMedia'
  | 'token'
  | 'connect'
  | 'connectWith'
  | 'screenShare'
  | 'permissions'
  | 'missing'
  | 'missingParams'
  | 'createRoom'
  | 'notFound'
  | 'forbidden'
  | 'ended';

export interface InterviewError {
  key: InterviewErrorKey;
  /** The underlying message, for keys that show it ('LiveKit Connection Failed: {message}'). */
  message?: string;
  /** For 'missingParams': which of the room's required parameters were there. */
  missing?: { token: boolean; roomName: boolean };
}

/** A room set-up failure that already carries the text to show (variant B's room creation). */
export class RoomSetupError extends Error {
  constructor(readonly detail: InterviewError) {
    super(detail.message ?? detail.key);
    this.name = 'RoomSetupError';
  }
}

const nameOf = (error: unknown) => (error && typeof error === 'object' && 'name' in error ? String(error.name) : '');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/** A getUserMedia failure in the spec's words. */
export function deviceError(error: unknown): InterviewError {
  switch (nameOf(error)) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { key: 'noDevice' };
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { key: 'denied' };
    case 'NotReadableError':
    case 'TrackStartError':
      return { key: 'inUse' };
    default:
      return { key: 'mediaFailed' };
  }
}

/** A room connection failure; on mobile the spec replaces network and media messages with friendlier ones. */
export function connectionError(error: unknown, mobile: boolean): InterviewError {
  const message = messageOf(error);
  if (mobile) {
    if (/websocket|network/i.test(message)) return { key: 'mobileNetwork' };
    if (/media|camera|microphone/i.test(message)) return { key: 'mobileMedia' };
  }
  return message ? { key: 'connectWith', message } : { key: 'connect' };
}

/** The reason the candidate has less than full media; on mobile a generic failure reads as the spec's mobile text. */
export function mediaErrorKey(error: unknown, mobile: boolean): InterviewErrorKey {
  const { key } = deviceError(error);
  return mobile && key === 'mediaFailed' ? 'mobileMedia' : key;
}
