/** Only a same-site path is followed after login, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return null;
  const base = 'http://same.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function homeFor(user: { userType: string; companyId: string | null }): string {
  if (user.userType === 'CANDIDATE') return '/userdashboard';
  return user.companyId ? '/dashboard' : '/dashboard/company-profile';
}
