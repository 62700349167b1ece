import type { fetchUtils } from 'react-admin';
import type { BulkScheduleResult, HumanInterview, ScheduleOptions, SlotInput } from './types.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

const enc = encodeURIComponent;
/** One key per form submission: a retry of the same submission schedules nothing twice. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** Interviews held by people, as the dashboard's data provider's custom methods (an application's list is a part). */
export const humanInterviewMethods = (http: Http) => {
  const send = async <T>(url: string, method: string, body: unknown, headers?: Record<string, string>) =>
    (await http(url, { method, body: JSON.stringify(body), headers: headers && new Headers(headers) })).json as T;
  return {
    /** The scheduling form's choices. */
    scheduleOptions: async () => (await http('/api/company/human-interviews/options')).json as ScheduleOptions,
    scheduleInterview: (applicationId: string, slot: SlotInput) =>
      send<HumanInterview>(`/api/company/applications/${enc(applicationId)}/human-interviews`, 'POST', slot, once()),
    scheduleInterviews: (applicationIds: string[], slot: SlotInput) =>
      send<BulkScheduleResult>('/api/company/human-interviews/bulk', 'POST', { ...slot, applicationIds }, once()),
    rescheduleInterview: (interviewId: string, slot: SlotInput) =>
      send<HumanInterview>(`/api/company/human-interviews/${enc(interviewId)}`, 'PUT', slot),
    cancelInterview: (interviewId: string, reason: string | null) =>
      send<HumanInterview>(`/api/company/human-interviews/${enc(interviewId)}/cancel`, 'POST', { reason }),
    rateInterview: (interviewId: string, rating: number, comment: string | null) =>
      send<HumanInterview>(`/api/company/human-interviews/${enc(interviewId)}/rating`, 'POST', { rating, comment }),
  };
};
