import type { MemberRole } from '@tawzeef/identity/rules';
import { api } from './client.ts';
import type { CurrentUser } from './identity.ts';

export type { MemberRole };

export interface TeamMember {
  id: string;
  userId?: string;
  joinedAt?: string;
  name: string;
  email: string;
  avatar?: string | null;
  role: MemberRole | string;
}

export interface CompanyNotificationPreferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  applicationUpdates: boolean;
  interviewReminders: boolean;
  systemAlerts: boolean;
  weeklyReports: boolean;
}

export interface Subscription {
  plan: string;
  status: string;
  renewal?: string | null;
  features: string[];
}

export interface Company {
  id: string;
  name: string;
  description?: string | null;
  logo?: string | null;
  industry?: string | null;
  size?: string | null;
  headquarters?: string | null;
  employees?: string | number | null;
  email?: string | null;
  phone?: string | null;
  dialCode?: string | null;
  website?: string | null;
  country?: string | null;
  city?: string | null;
  street?: string | null;
  founded?: string | number | null;
  mission?: string | null;
  stats?: { label: string; value: string | number }[];
  users?: TeamMember[];
  subscription?: Subscription | null;
  notificationPreferences?: CompanyNotificationPreferences | null;
}

export interface CompanyInput {
  name: string;
  industry: string;
  size: string;
  website?: string;
  email: string;
  description?: string;
  country: string;
  city: string;
  street: string;
  phone: string;
}

export interface InvitationCard {
  code: string;
  company: Pick<Company, 'id' | 'name' | 'industry' | 'description' | 'logo' | 'city' | 'country' | 'headquarters'>;
  role?: string;
  expiresAt?: string;
}

export const companyApi = {
  register: (input: CompanyInput) =>
    api<{ company: Company; user: CurrentUser }>('/api/company/register', { body: input }),
  join: (invitationCode: string) =>
    api<{ company: Company; user: CurrentUser }>('/api/company/join', { body: { invitationCode } }),
  invitation: (code: string, signal?: AbortSignal) =>
    api<InvitationCard>(`/api/invitations/${encodeURIComponent(code)}`, { signal }),
  describe: (input: {
    industry: string;
    location: string;
    country: string;
    numberOfEmployees: number;
    currentDescription: string;
    website: string;
    name?: string;
    size?: string;
    language?: 'en' | 'ar';
    variant?: number;
  }) => api<{ generatedDescription: string }>('/api/aiautocomplete/companydescription', { body: input }),
};
