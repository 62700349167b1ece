// A CV's data -> the document model every renderer draws in full (strings keep their [[skill]] marks; renderers
// print plain(text)). Headings and contact labels are per language; a CV may override any of them.
import { digitsOf, formatRange } from './core.mjs';

const HEADINGS = {
  en: {
    summary: 'Professional Summary',
    experience: 'Work Experience',
    activities: 'Volunteering',
    education: 'Education',
    certs: 'Certifications',
    skills: 'Skills',
    languages: 'Languages',
    personal: 'Personal Details',
    extra: 'References',
  },
  ar: {
    summary: 'نبذة مهنية',
    experience: 'الخبرات العملية',
    activities: 'الأعمال التطوعية',
    education: 'المؤهلات العلمية',
    certs: 'الشهادات والدورات',
    skills: 'المهارات',
    languages: 'اللغات',
    personal: 'البيانات الشخصية',
    extra: 'المعرّفون',
  },
};
HEADINGS.mixed = Object.fromEntries(Object.keys(HEADINGS.en).map((k) => [k, `${HEADINGS.en[k]} | ${HEADINGS.ar[k]}`]));

const CONTACT_LABELS = {
  en: { phone: 'Mobile', email: 'Email', address: 'Address', web: 'LinkedIn', dob: 'Date of Birth' },
  ar: { phone: 'الجوال', email: 'البريد الإلكتروني', address: 'العنوان', web: 'لينكد إن', dob: 'تاريخ الميلاد' },
};
CONTACT_LABELS.mixed = CONTACT_LABELS.en;

/** Europass-like CVs use that form's own section names. */
const EUROPASS = {
  en: {
    summary: 'PROFILE',
    experience: 'WORK EXPERIENCE',
    activities: 'VOLUNTEERING',
    education: 'EDUCATION AND TRAINING',
    certs: 'CERTIFICATES',
    skills: 'JOB-RELATED SKILLS',
    languages: 'LANGUAGE SKILLS',
    personal: 'ADDITIONAL INFORMATION',
    extra: 'REFERENCES',
    contact: 'PERSONAL INFORMATION',
  },
  ar: {
    summary: 'نبذة',
    experience: 'الخبرة المهنية',
    activities: 'العمل التطوعي',
    education: 'التعليم والتدريب',
    certs: 'الشهادات',
    skills: 'المهارات المرتبطة بالعمل',
    languages: 'المهارات اللغوية',
    personal: 'معلومات إضافية',
    extra: 'المعرّفون',
    contact: 'المعلومات الشخصية',
  },
};
EUROPASS.mixed = Object.fromEntries(Object.keys(EUROPASS.en).map((k) => [k, `${EUROPASS.en[k]} | ${EUROPASS.ar[k]}`]));
HEADINGS.en.contact = 'Contact';
HEADINGS.ar.contact = 'معلومات الاتصال';
HEADINGS.mixed.contact = 'Contact | للتواصل';

export function buildModel(cv) {
  const lang = cv.lang;
  const base = cv.layout === 'europass' ? EUROPASS[lang] : HEADINGS[lang];
  const h = { ...base, ...(cv.headings ?? {}) };
  const cl = { ...CONTACT_LABELS[lang], ...(cv.contactLabels ?? {}) };
  const contacts = [];
  if (cv.phone) contacts.push({ kind: 'phone', label: cl.phone, text: cv.phone.shown });
  contacts.push({ kind: 'email', label: cl.email, text: cv.email });
  if (cv.address) contacts.push({ kind: 'address', label: cl.address, text: cv.address });
  if (cv.web) contacts.push({ kind: 'web', label: cl.web, text: cv.web });
  if (cv.dob) contacts.push({ kind: 'dob', label: cl.dob, text: digitsOf(cv, cv.dob) });
  const job = (j) => ({
    title: j.title,
    org: j.org,
    place: j.place ?? '',
    dates: formatRange(cv, j.from, j.to),
    lines: j.lines ?? [],
  });
  const section = (key, body) => (body ? { key, heading: h[key], ...body } : null);
  return {
    id: cv.id,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    layout: cv.layout,
    name: cv.name.display,
    nameAr: cv.name.displayAr ?? null,
    headline: cv.headline ?? null,
    contactHeading: h.contact,
    contacts,
    banner: cv.banner ?? null,
    summary: section('summary', cv.summary ? { text: cv.summary } : null),
    experience: section('experience', { items: cv.jobs.map(job) }),
    activities: section('activities', cv.activities?.length ? { items: cv.activities.map(job) } : null),
    education: section('education', {
      items: cv.education.map((e) => ({
        degree: e.degree,
        school: e.school,
        dates: e.dates ?? (e.year ? digitsOf(cv, e.year) : ''),
        note: e.note ?? '',
      })),
    }),
    certs: section('certs', cv.certs?.length ? { list: cv.certs } : null),
    skills: section('skills', cv.skills?.length ? { list: cv.skills } : null),
    languages: section('languages', cv.languages?.length ? { list: cv.languages } : null),
    personal: section('personal', cv.personal?.length ? { rows: cv.personal } : null),
    extra: section('extra', cv.extra ? { text: cv.extra } : null),
    appendix: cv.appendix ?? null,
  };
}
