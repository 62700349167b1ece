import { OCCUPATIONS } from './occupations.ts';
import { COUNTRIES } from './countries.ts';
import { NAMES } from './person-names.ts';
import { career, totalYears, fromMonths, months, type Job } from './career.ts';
import { type Spec, AS_OF } from './cv-spec.ts';
import { dates, ends } from './date-forms.ts';
import { esc, type Parts } from './html-parts.ts';
import { arDigits, mm } from './month-names.ts';
import { nameParts } from './name-parts.ts';
import { phone } from './phone.ts';
import { int, pick } from './random.ts';
import { render } from './render.ts';

// --- one CV ---------------------------------------------------------------------------------------------------------
type Label = Record<string, unknown>;

export function build(spec: Spec, index: number): { id: string; html: string; label: Label } {
  const occ = OCCUPATIONS.find((o) => o.key === spec.occ)!;
  const c = COUNTRIES[spec.country]!;
  const ci = int(0, c.cities.length - 1);
  const city = c.cities[ci]!;
  const cityAr = c.citiesAr[ci]!;
  const arab =
    ['AE', 'SA', 'QA', 'KW', 'OM', 'JO', 'LB', 'EG', 'BH', 'IQ', 'SY', 'PS'].includes(spec.country) ||
    spec.lang !== 'en';
  const pool = arab ? NAMES.arab! : (NAMES[spec.country] ?? NAMES.GB!);
  const n = pool[(index * 7 + int(0, 3)) % pool.length]!;
  const ar = spec.lang === 'ar';
  const mixed = spec.lang === 'mixed';
  const jobs = career(occ, city, cityAr, spec);
  const current = jobs[0]!;
  const headline = ar ? current.titleAr : current.title;
  const nm = nameParts(spec, n, mixed ? `${current.title} | ${current.titleAr}` : headline);
  const ph = phone(spec.country, spec.phone, spec.phoneForm);
  const raw = spec.noPlus ? ph.shown.replace(/^\+/u, '') : ph.shown;
  const shownPhone = spec.arDigitsPhone ? arDigits(raw) : raw;
  const localPart = `${n.first}.${n.last}`.toLowerCase().replace(/[^a-z.]/gu, '') + String(int(1, 99));
  const email = `${localPart}@${pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'])}`;
  const address = ar ? `${cityAr}، ${c.nameAr}` : `${city}, ${c.name}`;
  const contact = ar
    ? [
        spec.rtlPhone ? `رقم الجوال: ${esc(shownPhone)}` : `الجوال: <span dir="ltr">${esc(shownPhone)}</span>`,
        `البريد الإلكتروني: ${email}`,
        `العنوان: ${esc(address)}`,
      ]
    : [`${pick(['Mobile', 'Phone', 'Tel', 'Cell'])}: ${esc(shownPhone)}`, `Email: ${email}`, esc(address)];
  const years = totalYears(jobs);
  const experience = jobs.map((j, i) => ({
    title: ar ? j.titleAr : mixed ? `${j.title} / ${j.titleAr}` : j.title,
    company: ar
      ? occ.employersAr[occ.employers.findIndex((x) => x.replace('{city}', city) === j.company)]!.replace(
          '{city}',
          cityAr,
        )
      : `${j.company}, ${city}`,
    dates: dates(spec.dateForm, j, i, ar),
    ends: ends(spec.dateForm, j, ar),
    duties: ar ? j.dutiesAr : j.duties,
  }));
  if (spec.pastCountry) {
    // The jobs before the current one were held abroad: their employers name that country's city.
    const past = COUNTRIES[spec.pastCountry]!;
    const pastCity = past.cities[0]!;
    for (const [i, x] of experience.entries())
      if (i > 0 && !ar) x.company = `${jobs[i]!.company.replace(city, pastCity)}, ${pastCity}, ${past.name}`;
  }
  if (spec.traps?.includes('overlap') && jobs.length > 1) {
    // A part-time job held beside the current one, inside its dates: adds no years.
    const j = jobs[0]!;
    const s = fromMonths(months(j.start) + 3);
    const e = fromMonths(Math.min(months(s) + 10, months(AS_OF) - 1));
    const pt: Job = {
      ...j,
      title: `Part-time ${occ.titles[1]}`,
      company: occ.employers[3]!.replace('{city}', city),
      start: s,
      end: e,
    };
    const yearOnly = spec.dateForm === 'paren-years';
    if (yearOnly) {
      pt.start = { year: j.start.year, month: 1 };
      pt.end = { year: Math.min(j.start.year + 1, AS_OF.year), month: 1 };
    }
    experience.splice(1, 0, {
      title: pt.title,
      company: `${pt.company}, ${city}`,
      dates: dates(spec.dateForm, pt, 1),
      ends: ends(spec.dateForm, pt),
      duties: [occ.duties[0]!],
    });
    jobs.push(pt);
  }
  const lastStart = jobs.reduce((m, j) => Math.min(m, months(j.start)), months(AS_OF));
  const gradYear = fromMonths(lastStart).year - int(0, 1);
  const eduDates = ar ? `${gradYear - 4} - ${gradYear}` : `${gradYear - 4} – ${gradYear}`;
  const school = ar ? `جامعة ${cityAr}` : `University of ${city.split(',')[0]}`;
  const education = {
    heading: ar
      ? 'المؤهلات العلمية'
      : mixed
        ? 'Education | التعليم'
        : pick(['Education', 'Academic Qualifications', 'EDUCATION']),
    lines: [{ text: `${ar ? occ.degree.ar : occ.degree.en} — ${school}`, dates: eduDates }],
  };
  const langs = ar
    ? ['العربية', 'الإنجليزية']
    : [
        'English',
        ...(arab
          ? ['Arabic']
          : spec.country === 'IN'
            ? ['Hindi']
            : spec.country === 'PH'
              ? ['Filipino']
              : spec.country === 'DE'
                ? ['German']
                : spec.country === 'PL'
                  ? ['Polish']
                  : spec.country === 'PK'
                    ? ['Urdu']
                    : []),
      ];
  const skills = ar ? occ.skillsAr : occ.skills;
  const traps: string[] = [];
  let extra: Parts['extra'] = null;
  const personal: Array<[string, string]> = [];
  if (spec.traps?.includes('dob')) {
    personal.push([
      ar ? 'تاريخ الميلاد' : 'Date of Birth',
      ar ? `${int(1, 28)}/${int(1, 12)}/${gradYear - 22}` : `${mm(int(1, 28))}/${mm(int(1, 12))}/${gradYear - 22}`,
    ]);
    personal.push([ar ? 'الجنسية' : 'Nationality', ar ? c.nameAr : c.name]);
    traps.push('date of birth');
  }
  if (spec.layout === 'jobsite') {
    personal.unshift(
      [ar ? 'سنوات الخبرة' : 'Total Experience', ar ? `${years} سنوات` : `${years} Year(s)`],
      [ar ? 'المسمى الحالي' : 'Current Designation', esc(headline)],
      [ar ? 'الموقع' : 'Current Location', esc(address)],
    );
  }
  if (spec.traps?.includes('volunteer')) {
    extra = {
      heading: ar ? 'العمل التطوعي' : 'Volunteer Work',
      lines: [
        ar
          ? `متطوع — الهلال الأحمر، ${gradYear - 2} - ${gradYear}`
          : `Volunteer, Red Crescent Society (${gradYear - 2} – ${gradYear})`,
      ],
    };
    traps.push('dated volunteering');
  }
  if (spec.traps?.includes('society')) {
    extra = { heading: 'Memberships', lines: [`Member, Society of Engineers (${gradYear + 1} – Present)`] };
    traps.push('dated membership to the present');
  }
  if (spec.traps?.includes('overlap')) traps.push('overlapping part-time job');
  if (spec.traps?.includes('ended')) traps.push('no current job');
  const summary = ar
    ? `${headline} بخبرة ${years} سنوات في ${c.nameAr}، أبحث عن فرصة جديدة.`
    : `${headline} with hands-on experience in ${c.name}, looking for a new challenge.`;
  const parts: Parts = {
    dir: ar ? 'rtl' : 'ltr',
    nameHtml: nm.html,
    headline,
    contact,
    summary,
    experience,
    expHeading: ar
      ? pick(['الخبرات العملية', 'الخبرة المهنية'])
      : mixed
        ? 'Work Experience | الخبرات العملية'
        : pick(['Work Experience', 'Professional Experience', 'Employment History', 'CAREER HISTORY']),
    education,
    skills: {
      heading: ar ? 'المهارات' : mixed ? 'Skills | المهارات' : pick(['Skills', 'Key Skills', 'Core Competencies']),
      items: skills,
    },
    languages: { heading: ar ? 'اللغات' : mixed ? 'Languages | اللغات' : 'Languages', items: langs },
    extra,
    personal,
    banner: nm.banner,
    slug: localPart.replace(/\d+$/u, '').replace('.', '-'),
    location: address,
    bilingual: mixed,
    contactRows: ar
      ? [
          ['الجوال', spec.rtlPhone ? esc(shownPhone) : `<span dir="ltr">${esc(shownPhone)}</span>`],
          ['البريد الإلكتروني', email],
          ['العنوان', esc(address)],
        ]
      : [
          ['Mobile', esc(shownPhone)],
          ['E-mail', email],
          ['Address', esc(address)],
        ],
  };
  if (spec.expHeading) parts.expHeading = spec.expHeading;
  if (spec.eduFirst) parts.eduFirst = true;
  if (spec.layout === 'writer')
    parts.expHeading = ar
      ? pick(['مسيرتي المهنية', 'محطات العمل'])
      : mixed
        ? 'Professional Journey | المسيرة المهنية'
        : pick(["Where I've Worked", 'Professional Journey', 'Work Timeline', 'Career Path']);
  const html = render(spec.layout, parts, spec.place);
  const id = `x${String(index + 1).padStart(2, '0')}-${spec.occ}-${spec.lang}-${spec.layout}`;
  const title = mixed ? [current.title, current.titleAr] : ar ? current.titleAr : current.title;
  const label: Label = {
    id,
    language: spec.lang,
    layout: spec.layout,
    generator: 'chromium',
    scan: false,
    pages: 1,
    country: spec.country,
    occupation: occ.key,
    asOf: `${AS_OF.year}-${mm(AS_OF.month)}-01`,
    firstName: nm.first,
    lastName: nm.last,
    middleName: nm.middle,
    email,
    phone: ph.e164,
    currentTitle: title,
    years,
    educationLevel: occ.degree.level,
    skills: [...skills, ...langs],
    traps,
    forms: { name: spec.nameForm, dates: spec.dateForm, datePlace: spec.place, phone: shownPhone },
  };
  return { id, html, label };
}
