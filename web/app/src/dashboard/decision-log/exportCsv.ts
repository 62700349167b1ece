import { ApiError, apiInit, problemFrom } from '../../api/client.ts';
import type { DecisionLogFilter } from './types.ts';

/** Downloads the server's CSV of every row the filters select (all pages). */
export async function exportDecisionLog(filter: DecisionLogFilter): Promise<void> {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  const query = new URLSearchParams({ filter: JSON.stringify(clean), format: 'csv' });
  let response: Response;
  try {
    response = await fetch(`/api/company/decision-log?${query}`, apiInit({ headers: { Accept: 'text/csv' } }));
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await problemFrom(response);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'decision-log.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
