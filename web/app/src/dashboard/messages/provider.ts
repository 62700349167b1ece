import type { fetchUtils } from 'react-admin';
import type { Communication, CommunicationStats, NewCommunication } from '../../api/communications.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** The Communication Center's calls that are not plain record reads or writes, on the dashboard's data provider. */
export const communicationMethods = (http: Http) => ({
  /** The stats cards (totals per type, status and direction, archived messages apart). */
  communicationStats: async () => (await http('/api/communications/stats')).json as CommunicationStats,
  /** Sends (or logs) a message; the key makes a retried POST go out once. */
  sendCommunication: async (input: NewCommunication, idempotencyKey: string) => {
    const { json } = await http('/api/communications', {
      method: 'POST',
      body: JSON.stringify(input),
      headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
    });
    return json as Communication;
  },
});
