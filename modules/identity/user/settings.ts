export const sessionTimeouts = [15, 30, 60, 120, 480] as const;
export type SessionTimeout = (typeof sessionTimeouts)[number];
/** The spec's named zones, kept for profiles saved with them; any IANA zone (Asia/Riyadh, Africa/Cairo…) is valid too. */
export const timezones = ['UTC', 'Eastern', 'Central', 'Mountain', 'Pacific', 'London', 'Paris', 'Tokyo'] as const;
const ianaZones = new Set(Intl.supportedValuesOf('timeZone'));

export function isTimeZone(value: string): boolean {
  return (timezones as readonly string[]).includes(value) || ianaZones.has(value);
}
export const languages = ['en', 'ar', 'es', 'fr', 'de'] as const;

export type NotificationSettings = {
  emailDigest: boolean;
  browserNotifications: boolean;
  emailOnMention: boolean;
  emailOnAssignment: boolean;
  emailWeeklyReport: boolean;
  smsReminders: boolean;
};

export type SecuritySettings = { twoFactorEnabled: boolean; sessionTimeout: SessionTimeout };

export type UserProfileFields = {
  firstName: string;
  lastName: string;
  phone: string | null;
  position: string | null;
  department: string | null;
  bio: string | null;
  timezone: string;
  language: string;
  dateFormat: string;
  timeFormat: string;
};

export const defaultNotificationSettings: NotificationSettings = {
  emailDigest: true,
  browserNotifications: true,
  emailOnMention: true,
  emailOnAssignment: true,
  emailWeeklyReport: false,
  smsReminders: false,
};

export const defaultSecuritySettings: SecuritySettings = { twoFactorEnabled: false, sessionTimeout: 30 };

/** "Layla Al Haddad" -> first "Layla", last "Al Haddad", as the spec splits full names. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function defaultProfile(name: string, phone: string | null): UserProfileFields {
  return {
    ...splitName(name),
    phone,
    position: null,
    department: null,
    bio: null,
    timezone: 'UTC',
    language: 'en',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12',
  };
}
