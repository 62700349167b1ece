/**
 * The communication rules a browser needs as well as the server: channels, directions, delivery statuses, call
 * outcomes and the content limits. Browser-safe: the files it reaches import nothing but each other (checked by
 * `npm run boundaries` and web/app/src/rules.unit.test.ts).
 */
export {
  callOutcomes,
  communicationStatuses,
  communicationTypes,
  directions,
  type CallOutcome,
  type CommunicationStatus,
  type CommunicationType,
  type Direction,
} from './communication/communication.ts';
export { MAX_DURATION_SECONDS, maxContentLength } from './communication/limits.ts';
