import { api } from './client.ts';
import type { AcceptedNotices } from '@tawzeef/privacy/rules';

export type UserType = 'CANDIDATE' | 'COMPANY';

export interface CurrentUser {
  id: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  avatar?: string | null;
  phone?: string | null;
  userType: UserType;
  companyId?: string | null;
  role?: string | null;
  company?: { id: string; name: string; industry?: string | null; logo?: string | null } | null;
  createdAt?: string;
  candidateProfile?: { firstName?: string | null } | null;
}

export interface SignupInput {
  email: string;
  password: string;
  name: string;
  phone?: string;
  userType: UserType;
  invitationCode?: string;
  /** The notice versions a candidate accepted (see @tawzeef/privacy/rules). */
  acceptedNotices?: AcceptedNotices;
}

type UserEnvelope = CurrentUser | { user: CurrentUser };

const unwrap = (body: UserEnvelope): CurrentUser => ('user' in body ? body.user : body);

export const identityApi = {
  me: async (signal?: AbortSignal) => unwrap(await api<UserEnvelope>('/api/users/me', { signal })),
  /** Who is signed in, or null: answers 200 for visitors too, so their pages log no failed request. */
  session: async (signal?: AbortSignal) =>
    (await api<{ user: CurrentUser | null }>('/api/users/session', { signal })).user,
  login: async (input: { email: string; password: string; remember: boolean; redirect?: string }) =>
    unwrap(await api<UserEnvelope>('/api/auth/login', { body: input })),
  signup: async (input: SignupInput) => unwrap(await api<UserEnvelope>('/api/auth/signup', { body: input })),
  logout: () => api('/api/auth/logout', { method: 'POST' }),
  forgotPassword: (email: string) => api('/api/auth/forgot-password', { body: { email } }),
  resetPassword: (token: string, password: string) => api('/api/auth/reset-password', { body: { token, password } }),
};

export function firstNameOf(user: CurrentUser): string {
  return (user.candidateProfile?.firstName ?? user.firstName ?? user.name.trim().split(/\s+/)[0] ?? '').trim();
}

export function initialOf(user: Pick<CurrentUser, 'name' | 'email'>): string {
  return (user.name.trim()[0] ?? user.email[0] ?? '?').toUpperCase();
}
