// The signed-in company user's own settings, as /api/auth/profile and its siblings answer them.
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
