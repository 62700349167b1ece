import type { CurrentUser } from '../api/identity.ts';
import { homeFor, paths } from '../auth/paths.ts';

export interface UserLink {
  to: string;
  key: 'userMenu.dashboard' | 'userMenu.profile' | 'userMenu.companyProfile' | 'userMenu.myProfile';
}

/** The user menu's links: a candidate's dashboard and profile, or a company user's dashboard and company. */
export function userLinks(user: CurrentUser): UserLink[] {
  if (user.userType === 'CANDIDATE') {
    return [
      { to: paths.candidateHome, key: 'userMenu.dashboard' },
      { to: paths.candidateProfile, key: 'userMenu.profile' },
    ];
  }
  if (!user.companyId) return [{ to: homeFor(user), key: 'userMenu.dashboard' }];
  return [
    { to: paths.companyHome, key: 'userMenu.dashboard' },
    { to: paths.companyProfile, key: 'userMenu.companyProfile' },
    { to: paths.myProfile, key: 'userMenu.myProfile' },
  ];
}
