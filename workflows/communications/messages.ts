export type CommunicationDeliveryInput = { communicationId: string };
export type CommunicationDeliveryResult = { communicationId: string; status: 'sent' | 'failed' | 'already-done' };
/** `communication-<id>`; a retry of a failed message (attempt 1, 2, …) runs as `communication-<id>-attempt-<n>`. */
export const communicationWorkflowId = (communicationId: string, attempt = 0) =>
  attempt ? `communication-${communicationId}-attempt-${attempt}` : `communication-${communicationId}`;
