import type { fetchUtils } from 'react-admin';
import type { Company, CompanyInput, CompanyNotificationPreferences } from '../../api/company.ts';
import type { NotificationSettings, ProfileInput, SecuritySettings, UserProfile } from './types.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

const unwrapProfile = (body: unknown) =>
  (body && typeof body === 'object' && 'profile' in body ? body.profile : body) as UserProfile;
const unwrapCompany = (body: unknown) =>
  (body && typeof body === 'object' && 'company' in body ? body.company : body) as Company;

/** My Profile's and Company Profile's calls, as custom methods of the dashboard's data provider. */
export const accountMethods = (http: Http) => {
  const send = async (url: string, method: string, body: unknown) =>
    (await http(url, { method, body: body instanceof FormData ? body : JSON.stringify(body) })).json;
  const upload = (url: string, field: string, file: File) => {
    const body = new FormData();
    body.append(field, file);
    return send(url, 'POST', body);
  };
  return {
    /** The caller's company (Company Profile, the wizard's defaults). */
    myCompany: async (signal?: AbortSignal) => unwrapCompany((await http('/api/company/me/company', { signal })).json),
    myProfile: async () => unwrapProfile((await http('/api/auth/profile')).json),
    updateProfile: async (input: ProfileInput) => (await send('/api/auth/profile', 'PUT', input)) as UserProfile,
    saveNotificationSettings: async (settings: NotificationSettings) =>
      (await send('/api/auth/notification-settings', 'PUT', settings)) as UserProfile,
    saveSecuritySettings: async (settings: SecuritySettings) =>
      (await send('/api/auth/security-settings', 'PUT', settings)) as UserProfile,
    changePassword: (currentPassword: string, newPassword: string) =>
      send('/api/auth/change-password', 'PUT', { currentPassword, newPassword }),
    uploadAvatar: async (file: File) =>
      (await upload('/api/auth/upload-avatar', 'avatar', file)) as { avatarUrl: string },
    updateCompany: async (input: Partial<CompanyInput>) =>
      unwrapCompany(await send('/api/company/me/company', 'PUT', input)),
    saveCompanyNotifications: async (preferences: CompanyNotificationPreferences) =>
      (await send('/api/company/notifications', 'PUT', preferences)) as CompanyNotificationPreferences,
    uploadCompanyLogo: async (file: File) =>
      (await upload('/api/company/upload-logo', 'logo', file)) as { logoUrl: string },
    /** A new invitation code for the company (an owner may choose the role it grants). */
    inviteToCompany: async (companyId: string, role?: string) =>
      (await send(`/api/company/${encodeURIComponent(companyId)}/invitation`, 'POST', role ? { role } : {})) as {
        code: string;
        role: string;
        expiresAt: string;
        link: string;
      },
  };
};
