import type { CurrentUser } from '../api/identity.ts';

export const paths = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  join: '/join',
  candidateHome: '/userdashboard',
  candidateProfile: '/userdashboard/profile',
  companyHome: '/dashboard',
  companyProfile: '/dashboard/company-profile',
  /** A company user without a company sets one up here (the spec's sign-up outcome route). */
  companySetup: '/dashboard/company-profile',
  myProfile: '/dashboard/my-profile',
} as const;

export function homeFor(user: CurrentUser): string {
  if (user.userType === 'CANDIDATE') return paths.candidateHome;
  return user.companyId ? paths.companyHome : paths.companySetup;
}

/** Only same-site paths are followed, so a crafted link cannot send the user to another site. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const current = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?redirect=${encodeURIComponent(current)}`;
}
