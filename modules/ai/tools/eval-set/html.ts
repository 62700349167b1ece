import { arabicSkillName } from '../../local/skills.ts';
import type { Persona, Role } from './personas.ts';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const LEVANT = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];
const esc = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;');
const indic = (s: string) => s.replace(/\d/gu, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

function range(r: Role, ar: boolean, style: number): string {
  const [sy, sm] = r.start;
  if (ar) {
    const now = ['حتى الآن', 'الآن', 'حالياً'][style % 3]!;
    if (r.yearOnly) return `${sy} - ${r.end ? r.end[0] : now}`;
    const names = style % 2 ? LEVANT : MONTHS_AR;
    const s = `${names[sm - 1]} ${sy} – ${r.end ? `${names[r.end[1] - 1]} ${r.end[0]}` : now}`;
    return style % 5 === 3 ? indic(s) : s;
  }
  if (r.yearOnly) return `${sy} – ${r.end ? r.end[0] : 'Present'}`;
  const mm = (y: number, m: number) => `${String(m).padStart(2, '0')}/${y}`;
  const short = (y: number, m: number) => `${MONTHS_EN[m - 1]!.slice(0, 3)} ${y}`;
  const long = (y: number, m: number) => `${MONTHS_EN[m - 1]} ${y}`;
  const f = [short, mm, long][style % 3]!;
  const sep = [' – ', ' - ', ' to '][style % 3]!;
  return `${f(sy, sm)}${sep}${r.end ? f(r.end[0], r.end[1]) : ['Present', 'present', 'Current'][style % 3]}`;
}

function skillLabel(s: string, p: Persona, k: number): string {
  if (p.lang === 'ar' && k % 2 === 0) return arabicSkillName(s) ?? s;
  return s;
}

const H = {
  en: {
    summary: 'Professional Summary',
    exp: 'Work Experience',
    edu: 'Education',
    skills: 'Skills',
    langs: 'Languages',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    period: 'Period',
    title: 'Title',
    company: 'Company',
  },
  ar: {
    summary: 'الملخص المهني',
    exp: 'الخبرة العملية',
    edu: 'التعليم',
    skills: 'المهارات',
    langs: 'اللغات',
    contact: 'معلومات الاتصال',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    period: 'الفترة',
    title: 'المسمى الوظيفي',
    company: 'الشركة',
  },
};

export function renderCv(p: Persona): string {
  const ar = p.lang !== 'en';
  const h = ar ? H.ar : H.en;
  const name = p.lang === 'en' ? `${p.first.en} ${p.last.en}` : `${p.first.ar} ${p.last.ar}`;
  const title = (r: Role) => (p.lang === 'ar' ? r.titleAr : r.titleEn);
  const company = (r: Role) => (p.lang === 'ar' ? r.companyAr : r.companyEn);
  const roles = [...p.roles].sort(
    (a, b) => (b.end ? b.end[0] * 12 + b.end[1] : 99999) - (a.end ? a.end[0] * 12 + a.end[1] : 99999),
  );
  const bullets =
    ar && p.lang === 'ar' ? p.family.bulletsAr : p.lang === 'mixed' ? p.family.bulletsAr : p.family.bulletsEn;
  const skillLine = (k: number) =>
    `${p.skills[k % p.skills.length]} ${ar ? 'و' : 'and'} ${p.skills[(k + 1) % p.skills.length]}`;
  const usedIn = (k: number) => (ar ? `استخدمت ${skillLine(k)} في العمل اليومي` : `Used ${skillLine(k)} in daily work`);
  const contact = `<p>${esc(h.email)}: ${esc(p.email)}</p><p>${esc(h.phone)}: <span dir="ltr">${esc(p.phoneShown)}</span></p><p>${esc(ar ? p.city.ar : p.city.en)}</p>`;
  const skills = `<h2>${h.skills}</h2><ul class="skills">${p.skills.map((s, k) => `<li>${esc(skillLabel(s, p, k))}</li>`).join('')}</ul>`;
  const langs = `<h2>${h.langs}</h2><p>${ar ? 'اللغة العربية (اللغة الأم)، اللغة الإنجليزية (جيد جداً)' : 'Arabic (native), English (fluent)'}</p>`;
  const summary = `<h2>${h.summary}</h2><p>${ar ? `${esc(title(roles[0]!))} في ${esc(p.city.ar)}.` : `${esc(title(roles[0]!))} based in ${esc(p.city.en)}, focused on measurable results.`}</p>`;
  const expBlocks =
    p.layout === 'table'
      ? `<h2>${h.exp}</h2><table><tr><th>${h.period}</th><th>${h.title}</th><th>${h.company}</th></tr>${roles
          .map(
            (r) =>
              `<tr><td dir="${ar ? 'rtl' : 'ltr'}">${esc(range(r, ar, p.dateStyle))}</td><td>${esc(title(r))}</td><td>${esc(company(r))}</td></tr>`,
          )
          .join('')}</table><ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}<li>${esc(usedIn(0))}</li></ul>`
      : `<h2>${h.exp}</h2>${roles
          .map(
            (r, k) =>
              `<div class="role"><p class="rt"><b>${esc(title(r))}</b> – ${esc(company(r))}</p><p class="dates">${esc(range(r, ar, p.dateStyle))}</p><ul>${bullets
                .slice(0, 2)
                .map((b) => `<li>${esc(b)}</li>`)
                .join('')}<li>${esc(usedIn(k))}</li></ul></div>`,
          )
          .join('')}`;
  const edu =
    `<h2>${h.edu}</h2><p>${esc(ar && p.lang === 'ar' ? p.education.ar : p.lang === 'mixed' ? p.education.ar : p.education.en)}، ${esc(ar ? p.education.instAr : p.education.instEn)}، ${p.education.year}</p>`.replace(
      /،/gu,
      ar ? '،' : ',',
    );
  const font = ar
    ? "'Noto Naskh Arabic','Noto Sans Arabic','Noto Sans',sans-serif"
    : p.dateStyle % 2
      ? "'Noto Serif',serif"
      : "'Noto Sans','DejaVu Sans',sans-serif";
  const css = `body{font-family:${font};font-size:10.5pt;margin:0;color:#222}h1{font-size:20pt;margin:0 0 4pt}h2{font-size:12.5pt;margin:12pt 0 4pt;border-bottom:1px solid #888}
    p{margin:2pt 0}ul{margin:2pt 0;padding-inline-start:16pt}.skills li{display:inline-block;margin-inline-end:10pt}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:3pt;text-align:start}
    .grid{display:grid;grid-template-columns:32% 1fr;gap:22pt}.side{background:#f1f3f6;padding:8pt}.rt{margin-top:6pt}`;
  const headerBlock = `<h1>${esc(name)}</h1><p class="title">${esc(title(roles[0]!))}</p>`;
  const body =
    p.layout === 'two'
      ? `${headerBlock}<div class="grid"><div class="side"><h2>${h.contact}</h2>${contact}${skills}${langs}</div><div class="main">${summary}${expBlocks}${edu}</div></div>`
      : `${headerBlock}${contact}${summary}${expBlocks}${edu}${skills}${langs}`;
  return `<!doctype html><html lang="${ar ? 'ar' : 'en'}" dir="${ar ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${esc(name)}</title><style>${css}</style></head><body>${body}</body></html>\n`;
}
