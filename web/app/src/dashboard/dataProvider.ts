import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { ApiError, apiInit, type FieldError } from '../api/client.ts';
import { applicationMethods, applicationNotesPath, applicationParts } from './applications/provider.ts';
import { humanInterviewMethods } from './applications/schedule/provider.ts';
import { homeMethods } from './home/provider.ts';
import { jobMethods } from './jobs/provider.ts';
import { communicationMethods } from './messages/provider.ts';
import { notificationMethods } from './notifications/provider.ts';
import { accountMethods } from './my-profile/provider.ts';

/** Where each dashboard resource lives under /api: the company-scoped endpoints that speak ra-data-simple-rest. */
export const resourcePaths: Record<string, string> = {
  jobs: 'company/jobs',
  applications: 'company/applications',
  members: 'company/members',
};

const pathOf = (resource: string) => resourcePaths[resource] ?? resource;

interface Problem {
  detail?: string;
  title?: string;
  message?: string;
  code?: string;
  errors?: FieldError[];
}

/** The app's screens read problems as ApiError (code, field errors); react-admin's calls fail with HttpError. */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const problem = (error.body && typeof error.body === 'object' ? error.body : {}) as Problem;
  return new ApiError(error.status, problem.code ?? '', error.message, problem.errors ?? []);
}

/**
 * react-admin's calls go through the app's rules: cookies, JSON Accept, the CSRF header on writes and the
 * viewer's language; an RFC 9457 problem becomes an HttpError carrying its detail as the message.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const init = apiInit({ method: options.method, headers: options.headers as HeadersInit | undefined });
  const headers = init.headers as Headers;
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', document.documentElement.lang || 'en');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      const problem = error.body as Problem;
      const message = problem.detail ?? problem.message ?? problem.title;
      if (message) throw new HttpError(message, error.status, error.body);
    }
    throw error;
  }
}

const rest = simpleRestProvider('/api', httpClient);

/** The custom methods fail as the app's own calls do: a problem or a lost connection is an ApiError. */
async function call(url: string, options?: fetchUtils.Options) {
  try {
    return await httpClient(url, options);
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, 'NETWORK', error.message);
    throw asApiError(error);
  }
}

/**
 * The dashboard's one data provider: ra-data-simple-rest with resource names mapped to their API paths.
 * `update` with `meta.action` runs a state action (POST, or meta.method, to /{id}/{action}), as the API models
 * job transitions and an application's status and priority. `getOne` of an application's part (its history,
 * its interviews) answers { id, value }; `create` of 'applicationNotes' adds a note to `data.applicationId`.
 * The custom methods (`applicationStats`, `scheduleInterview` ...) are the calls that are neither.
 */
export const dataProvider = {
  getList: (resource, params) => rest.getList(pathOf(resource), params),
  getOne: async (resource, params) => {
    const part = applicationParts[resource];
    if (!part) return rest.getOne(pathOf(resource), params);
    const { json } = await httpClient(part.path(String(params.id)));
    return { data: { id: params.id, value: part.value(json) } as never };
  },
  getMany: (resource, params) => rest.getMany(pathOf(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
  create: async (resource, params) => {
    if (resource !== 'applicationNotes') return rest.create(pathOf(resource), params);
    const { applicationId, text } = params.data as { applicationId: string; text: string };
    const body = JSON.stringify({ text, source: 'USER' });
    const { json } = await httpClient(applicationNotesPath(applicationId), { method: 'POST', body });
    return { data: json as never };
  },
  delete: (resource, params) => rest.delete(pathOf(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
  updateMany: (resource, params) => rest.updateMany(pathOf(resource), params),
  update: async (resource, params) => {
    const { action, method = 'POST' } = (params.meta ?? {}) as { action?: string; method?: string };
    if (!action) return rest.update(pathOf(resource), params);
    const url = `/api/${pathOf(resource)}/${encodeURIComponent(String(params.id))}/${encodeURIComponent(action)}`;
    const { json } = await httpClient(url, { method, body: JSON.stringify(params.data ?? {}) });
    return { data: json };
  },
  ...applicationMethods(call),
  ...humanInterviewMethods(call),
  ...jobMethods(call),
  ...homeMethods(call),
  ...accountMethods(call),
  ...communicationMethods(call),
  ...notificationMethods(call),
} satisfies DataProvider;

export type DashboardDataProvider = typeof dataProvider;
