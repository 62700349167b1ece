export type CommunicationDeliveryInput = { communicationId: string };
export type CommunicationDeliveryResult = { communicationId: string; status: 'sent' | 'failed' | 'already-done' };
export const communicationWorkflowId = (communicationId: string) => `communication-${communicationId}`;
