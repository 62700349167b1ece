import { api } from './client.ts';

/** Erasure (issue #22): the signed-in candidate's own, and the anonymous applicant's through the e-mailed link. */
export const erasureApi = {
  eraseMyAccount: (password: string) =>
    api<{ erasedAt: string }>('/api/candidate/erasure', { body: { password, confirm: true } }),
  link: (token: string) =>
    api<{ jobTitle: string | null; companyName: string | null }>(
      `/api/privacy/data-export/link?token=${encodeURIComponent(token)}`,
    ),
  eraseByLink: (token: string) =>
    api<{ erasedAt: string }>('/api/privacy/data-export/erase', { body: { token, confirm: true } }),
  requestLink: (email: string, applicationId: string) =>
    api<{ message: string }>('/api/privacy/data-export/request', { body: { email, applicationId } }),
  fileUrl: (kind: 'download' | 'pdf', token: string, lang: 'en' | 'ar') =>
    `/api/privacy/data-export/${kind}?token=${encodeURIComponent(token)}&lang=${lang}`,
};
