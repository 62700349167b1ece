import {
  RETENTION_MONTHS,
  countries,
  headquarters,
  profileCompleteness,
  type CountryCode,
  type NotificationSettings,
  type SecuritySettings,
} from '@tawzeef/identity';
import type { CandidateProfileRow, CompanyRow, ReadModelQueries, TeamMember, UserRow } from '@tawzeef/read-models';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function memberView(member: TeamMember) {
  return { ...member, joinedAt: iso(member.joinedAt) };
}

function companyCard(company: CompanyRow) {
  return {
    id: company.companyId,
    name: company.name,
    industry: company.industry,
    logo: company.logo,
    address: { street: company.street, city: company.city, country: company.country },
  };
}

export function userView(user: UserRow, company: CompanyRow | null, candidate: CandidateProfileRow | null) {
  return {
    id: user.userId,
    userType: user.userType,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    companyId: user.companyId,
    role: user.role,
    company: company ? companyCard(company) : null,
    candidateProfile: candidate
      ? { id: candidate.candidateId, firstName: candidate.firstName, lastName: candidate.lastName, cvs: [] }
      : null,
    createdAt: iso(user.createdAt),
  };
}

export function subscriptionView(company: CompanyRow) {
  const s = company.subscription;
  return s
    ? { plan: s.plan, status: s.status, renewal: s.renewalAt, features: s.features }
    : { plan: 'Free', status: 'ACTIVE', renewal: null, features: [] };
}

export function companyView(company: CompanyRow, members: TeamMember[]) {
  return {
    id: company.companyId,
    name: company.name,
    description: company.description,
    logo: company.logo,
    industry: company.industry,
    size: company.size,
    employees: company.size,
    headquarters: headquarters({ city: company.city, country: company.country as CountryCode }),
    email: company.email,
    phone: company.phone,
    dialCode: company.dialCode,
    website: company.website,
    country: company.country,
    countryName: countries[company.country as CountryCode]?.[0] ?? company.country,
    city: company.city,
    street: company.street,
    founded: company.founded,
    mission: company.mission,
    values: company.values,
    benefits: company.benefits,
    stats: [] as { label: string; value: string | number }[],
    users: members.map(memberView),
    subscription: subscriptionView(company),
    notificationPreferences: company.notificationPreferences,
    retentionMonths: company.retentionMonths ?? RETENTION_MONTHS.default,
    createdAt: iso(company.createdAt),
    updatedAt: iso(company.updatedAt),
  };
}

export function profileView(user: UserRow) {
  return {
    id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    position: user.position,
    department: user.department,
    avatar: user.avatar,
    bio: user.bio,
    timezone: user.timezone,
    language: user.language,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    notificationSettings: user.notificationSettings as NotificationSettings,
    securitySettings: {
      twoFactorEnabled: user.twoFactorEnabled,
      sessionTimeout: user.sessionTimeout,
    } as SecuritySettings,
  };
}

/**
 * The candidate's profile. Its resume is the one the profile names or else the active CV of the CV manager (the
 * one applications use), so the profile and its completeness never say "no resume" while an active CV exists.
 */
export function candidateProfileView(
  p: CandidateProfileRow,
  user: UserRow | null,
  activeCv: { url: string; fileName: string } | null = null,
) {
  const { lastPosition: _position, createdAt, updatedAt, candidateId, ...fields } = p;
  const resumeUrl = p.resumeUrl || activeCv?.url || null;
  return {
    id: candidateId,
    ...fields,
    resumeUrl,
    resumeFileName: p.resumeUrl ? null : (activeCv?.fileName ?? null),
    avatar: user?.avatar ?? null,
    joinedAt: iso(user?.createdAt ?? createdAt),
    updatedAt: iso(updatedAt),
    completeness: profileCompleteness({ ...p, resumeUrl }),
  };
}

/** The full current-user view: the account, its company card and its candidate profile. */
export async function loadUserView(queries: ReadModelQueries, userId: string) {
  const user = await queries.users.one(userId);
  if (!user) return null;
  const [company, candidate] = await Promise.all([
    user.companyId ? queries.companies.one(user.companyId) : null,
    user.userType === 'CANDIDATE' ? queries.candidateProfiles.one(userId) : null,
  ]);
  return userView(user, company, candidate);
}

export async function loadCompanyView(queries: ReadModelQueries, companyId: string) {
  const company = await queries.companies.one(companyId);
  if (!company) return null;
  const members = await queries.users.teamMembers(companyId, { range: [0, 999] });
  return companyView(company, members.rows);
}
