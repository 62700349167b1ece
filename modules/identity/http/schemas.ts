import { z } from 'zod';
import {
  COMPANY_DESCRIPTION_MAX,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  companySizes,
  countryCodes,
  industries,
  languages,
  memberRoles,
  sessionTimeouts,
  isTimeZone,
} from '@tawzeef/identity';
import { acceptedNoticesField } from '@tawzeef/privacy/http';

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH);
const email = z.string().trim().pipe(z.email().max(254));
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const signupBody = z
  .strictObject({
    email,
    password,
    name: z.string().trim().min(1).max(120),
    phone: z.string().trim().max(40).nullish(),
    userType: z.enum(['CANDIDATE', 'COMPANY']),
    invitationCode: z.string().trim().max(64).nullish(),
    /** Required for a candidate account (its CVs are read by the AI); recorded for any account that sends it. */
    acceptedNotices: acceptedNoticesField,
  })
  .refine((b) => !b.invitationCode || b.userType === 'COMPANY', {
    path: ['invitationCode'],
    message: 'An invitation code is for company accounts only.',
  })
  .meta({ id: 'SignupRequest' });

export const loginBody = z
  .strictObject({
    email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    remember: z.boolean().optional(),
    redirect: z.string().max(2000).nullish(),
  })
  .meta({ id: 'LoginRequest' });

export const forgotBody = z.strictObject({ email }).meta({ id: 'ForgotPasswordRequest' });
export const resetBody = z
  .strictObject({ token: z.string().min(10).max(200), password })
  .meta({ id: 'ResetPasswordRequest' });
export const changePasswordBody = z
  .strictObject({ currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH), newPassword: password })
  .meta({ id: 'ChangePasswordRequest' });

export const profileBody = z
  .strictObject({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().max(60),
    email: email.optional(),
    phone: optionalText(40),
    position: optionalText(120),
    department: optionalText(120),
    bio: optionalText(1000),
    timezone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Asia/Riyadh, or UTC')
      .optional()
      .meta({ description: 'An IANA time zone (Asia/Riyadh, Africa/Cairo, UTC…) or a legacy name (Eastern, London…)' }),
    language: z.enum(languages).optional(),
    dateFormat: z.enum(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']).optional(),
    timeFormat: z.enum(['12', '24']).optional(),
  })
  .meta({ id: 'UserProfileInput' });

export const notificationSettingsBody = z
  .strictObject({
    emailDigest: z.boolean(),
    browserNotifications: z.boolean(),
    emailOnMention: z.boolean(),
    emailOnAssignment: z.boolean(),
    emailWeeklyReport: z.boolean(),
    smsReminders: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

export const securitySettingsBody = z
  .strictObject({
    twoFactorEnabled: z.boolean(),
    sessionTimeout: z.literal(sessionTimeouts),
  })
  .meta({ id: 'SecuritySettings' });

const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s\-()]+$/, 'Enter a phone number')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'A phone number has 6 to 15 digits');

const companyFields = {
  name: z.string().trim().min(2).max(120),
  industry: z.enum(industries),
  size: z.enum(companySizes),
  website: z.union([z.url({ protocol: /^https?$/ }).max(300), z.literal('')]).nullish(),
  email,
  description: z.string().trim().max(COMPANY_DESCRIPTION_MAX).nullish(),
  country: z.enum(countryCodes),
  city: z.string().trim().min(1).max(120),
  street: z.string().trim().min(1).max(120),
  phone,
};

export const companyRegisterBody = z.strictObject(companyFields).meta({ id: 'CompanyInput' });

export const companyUpdateBody = z
  .strictObject({
    ...companyFields,
    founded: z.number().int().min(1800).max(2100).nullish(),
    mission: z.string().trim().max(1000).nullish(),
    values: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
    benefits: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  })
  .partial()
  .meta({ id: 'CompanyUpdate' });

export const joinBody = z
  .strictObject({ invitationCode: z.string().trim().min(1).max(64) })
  .meta({ id: 'JoinRequest' });

export const invitationBody = z
  .strictObject({
    role: z.enum(memberRoles).optional(),
    expiresInDays: z.number().int().min(1).max(30).optional(),
  })
  .meta({ id: 'InvitationRequest' });

export const roleBody = z.strictObject({ role: z.enum(memberRoles) }).meta({ id: 'RoleChange' });

export const companyPreferencesBody = z
  .strictObject({
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    applicationUpdates: z.boolean(),
    interviewReminders: z.boolean(),
    systemAlerts: z.boolean(),
    weeklyReports: z.boolean(),
  })
  .meta({ id: 'CompanyNotificationPreferences' });

export const describeBody = z
  .object({
    industry: z.string().trim().min(1).max(60),
    name: z.string().trim().max(120).optional(),
    location: z.string().trim().max(120).optional(),
    country: z.string().trim().max(60).optional(),
    numberOfEmployees: z.number().int().nonnegative().max(10_000_000).optional(),
    /** The form's size band ("11-50", "1000+"), said as a range rather than "11+". */
    size: z.enum(companySizes).optional(),
    currentDescription: z.string().trim().max(2000).optional(),
    website: z.string().trim().max(300).optional(),
    /** The page's language, which the description is written in. */
    language: z.enum(['en', 'ar']).optional(),
    /** Each "AI Generate" asks for the next wording. */
    variant: z.number().int().min(0).max(1000).optional(),
  })
  .meta({ id: 'CompanyDescriptionRequest' });
