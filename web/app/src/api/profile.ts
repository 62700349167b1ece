import { api } from './client.ts';

export interface NotificationSettings {
  emailDigest: boolean;
  browserNotifications: boolean;
  emailOnMention: boolean;
  emailOnAssignment: boolean;
  emailWeeklyReport: boolean;
  smsReminders: boolean;
}

export interface SecuritySettings {
  twoFactorEnabled: boolean;
  sessionTimeout: number;
}

export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  position?: string | null;
  department?: string | null;
  avatar?: string | null;
  bio?: string | null;
  timezone: string;
  language: string;
  notificationSettings: NotificationSettings;
  securitySettings: SecuritySettings;
}

export type ProfileInput = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'email' | 'phone' | 'position' | 'department' | 'bio' | 'timezone' | 'language'
>;

type ProfileEnvelope = UserProfile | { profile: UserProfile };
const unwrap = (body: ProfileEnvelope): UserProfile => ('profile' in body ? body.profile : body);

export const profileApi = {
  get: async (signal?: AbortSignal) => unwrap(await api<ProfileEnvelope>('/api/auth/profile', { signal })),
  update: (input: ProfileInput) => api<UserProfile>('/api/auth/profile', { method: 'PUT', body: input }),
  saveNotifications: (settings: NotificationSettings) =>
    api<UserProfile>('/api/auth/notification-settings', { method: 'PUT', body: settings }),
  saveSecurity: (settings: SecuritySettings) =>
    api<UserProfile>('/api/auth/security-settings', { method: 'PUT', body: settings }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api('/api/auth/change-password', { method: 'PUT', body: { currentPassword, newPassword } }),
  uploadAvatar: (file: File) => {
    const body = new FormData();
    body.append('avatar', file);
    return api<{ avatarUrl: string }>('/api/auth/upload-avatar', { body });
  },
};
