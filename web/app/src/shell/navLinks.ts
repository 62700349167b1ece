export const navLinks = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/jobs', key: 'nav.jobs', end: false },
  { to: '/employers', key: 'nav.employers', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

export const signInPath = '/login';
