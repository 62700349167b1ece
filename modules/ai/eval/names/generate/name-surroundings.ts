// What a CV says around the name: document titles, honorifics before it and credentials after it.
export const DOC_TITLES = [
  'Curriculum Vitae',
  'CURRICULUM VITAE',
  'Resume',
  'RESUME',
  'Résumé',
  'CV',
  'Professional Profile',
  'Personal Resume',
  'Bio-Data',
  'Profile',
];
export const DOC_TITLES_AR = ['السيرة الذاتية', 'سيرة ذاتية', 'السيرة الذاتية - CV', 'السيـرة الذاتيـة'];
export const HONORIFICS = ['Eng.', 'Engr.', 'Dr.', 'Mr.', 'Ms.'];
export const HONORIFICS_AR = ['م.', 'د.', 'المهندس', 'الدكتور', 'أ.'];
export const CREDENTIALS = [', CPA', ', PMP', ', RN', ', MBA', ', ACCA', ' (P.Eng.)', ', CIPD', ', PharmD'];
