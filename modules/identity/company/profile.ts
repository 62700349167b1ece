export const industries = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Construction',
  'Transportation',
  'Hospitality',
  'Consulting',
  'Marketing',
  'Real Estate',
  'Media',
  'Agriculture',
  'Energy',
  'Government',
  'Non-Profit',
  'Other',
] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

/** The company form's description is short: it shows on job cards and the company page. */
export const COMPANY_DESCRIPTION_MAX = 400;

/** The company form's 20 countries: code -> [name, dial code]. */
export const countries = {
  AE: ['UAE', '+971'],
  SA: ['Saudi Arabia', '+966'],
  QA: ['Qatar', '+974'],
  KW: ['Kuwait', '+965'],
  BH: ['Bahrain', '+973'],
  OM: ['Oman', '+968'],
  EG: ['Egypt', '+20'],
  JO: ['Jordan', '+962'],
  LB: ['Lebanon', '+961'],
  SY: ['Syria', '+963'],
  IQ: ['Iraq', '+964'],
  YE: ['Yemen', '+967'],
  MA: ['Morocco', '+212'],
  TN: ['Tunisia', '+216'],
  DZ: ['Algeria', '+213'],
  LY: ['Libya', '+218'],
  SD: ['Sudan', '+249'],
  SO: ['Somalia', '+252'],
  DJ: ['Djibouti', '+253'],
  KM: ['Comoros', '+269'],
} as const satisfies Record<string, readonly [string, string]>;
export type CountryCode = keyof typeof countries;
export const countryCodes = Object.keys(countries) as [CountryCode, ...CountryCode[]];

export type CompanyProfile = {
  name: string;
  industry: string;
  size: string;
  website: string | null;
  email: string;
  description: string | null;
  country: CountryCode;
  city: string;
  street: string;
  phone: string;
  dialCode: string;
  founded: number | null;
  mission: string | null;
  values: string[];
  benefits: string[];
};

/** "+962 791234567" from a local number and the country; a number typed with "+" is kept as typed. */
export function internationalPhone(phone: string, country: CountryCode): string {
  const digits = phone.replace(/[\s\-()]/g, '');
  if (digits.startsWith('+')) return digits;
  return `${countries[country][1]} ${digits.replace(/^0+/, '')}`;
}

export function headquarters(profile: Pick<CompanyProfile, 'city' | 'country'>): string {
  return `${profile.city}, ${countries[profile.country]?.[0] ?? profile.country}`;
}

export type CompanyNotificationPreferences = {
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  applicationUpdates: boolean;
  interviewReminders: boolean;
  systemAlerts: boolean;
  weeklyReports: boolean;
};

export const defaultCompanyNotificationPreferences: CompanyNotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  applicationUpdates: true,
  interviewReminders: true,
  systemAlerts: true,
  weeklyReports: false,
};

export type Subscription = {
  plan: string;
  status: 'ACTIVE' | 'CANCELLED';
  renewalAt: string | null;
  features: string[];
};

/** What every company gets; nothing here is a promise the platform does not keep. */
export const freePlan: Omit<Subscription, 'renewalAt'> = {
  plan: 'Free',
  status: 'ACTIVE',
  features: [
    'Unlimited job posts',
    'Automatic AI CV analysis for every application',
    'Live AI interviews',
    'Team members with owner, admin and recruiter roles',
  ],
};
