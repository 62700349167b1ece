// One CV's data: the person, how the header writes the name, contacts, and the body (roles, studies, skills).
import { CREDENTIALS, HONORIFICS, HONORIFICS_AR } from './name-surroundings.ts';
import { EMPLOYERS_AR, employers } from './employers.ts';
import { OCCUPATIONS, type Occupation } from './occupations.ts';
import { phone } from './phones.ts';
import { place, type Place } from './places.ts';
import { makePerson, type Origin, type Person, type Split } from './people.ts';
import type { Rng } from './rng.ts';

export type Language = 'en' | 'ar' | 'mixed';
export type Role = { title: string; company: string; from: string; to: string };
export type Cv = {
  id: string;
  split: Split;
  language: Language;
  person: Person;
  occupation: Occupation;
  place: Place;
  phone: { e164: string; shown: string; national: boolean };
  email: string;
  /** The name as the header writes it, in Latin letters and (Arabic and bilingual CVs) in Arabic. */
  nameEn: string;
  nameAr: string;
  /** The given and family name as written, for names split over two lines. */
  givenShown: string;
  familyShown: string;
  roles: Role[];
  title: string;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z]/gu, '')
    .toLowerCase();

function email(rng: Rng, p: Person): string {
  const g = ascii(p.given.en.split(' ')[0]!);
  const f = ascii(p.family.en);
  const domain = rng.pick(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com']);
  const form = rng.int(0, 4);
  const local =
    form === 0
      ? `${g}.${f}`
      : form === 1
        ? `${g[0]}${f}${rng.int(1, 99)}`
        : form === 2
          ? `${f}.${g}${rng.int(80, 99)}`
          : form === 3
            ? `${g}${rng.int(100, 999)}`
            : `careers.${rng.digits(4)}`;
  return `${local}@${domain}`;
}

function cased(rng: Rng, words: string[], familyCount: number): string[] {
  const mode = rng.int(0, 5);
  if (mode === 0) return words.map((w) => w.toUpperCase());
  if (mode === 1) return words.map((w, i) => (i >= words.length - familyCount ? w.toUpperCase() : w));
  return words;
}

export function makeCv(rng: Rng, split: Split, index: number, language: Language): Cv {
  const origins: Origin[] =
    language === 'en'
      ? ['gulf', 'levant', 'egypt', 'lebanon', 'india', 'philippines', 'pakistan', 'west']
      : ['gulf', 'levant'];
  const person = makePerson(rng, split, rng.pick(origins));
  const occupation = rng.pick(OCCUPATIONS);
  const residence = rng.chance(0.5) ? person.country : rng.pick(['AE', 'SA', 'QA', 'KW']);
  const where = place(rng, residence);
  const showMiddle = person.middles.length > 0 && rng.chance(0.6);
  // Arab given names in Abdul- may be written apart ("Abdul Rahman").
  const givenEn =
    /^Abdul\w/u.test(person.given.en) && rng.chance(0.4)
      ? person.given.en.replace(/^Abdul/u, 'Abdul ')
      : person.given.en;
  const wordsEn = [
    ...givenEn.split(' '),
    ...(showMiddle ? person.middles.flatMap((m) => m.en.split(' ')) : []),
    ...person.family.en.split(' '),
  ];
  const familyCount = person.family.en.split(' ').length;
  let nameEn = cased(rng, wordsEn, familyCount).join(' ');
  const adorn = language !== 'en' ? '' : rng.chance(0.12) ? 'honorific' : rng.chance(0.12) ? 'credential' : '';
  if (adorn === 'honorific') nameEn = `${rng.pick(HONORIFICS)} ${nameEn}`;
  if (adorn === 'credential') nameEn = `${nameEn}${rng.pick(CREDENTIALS)}`;
  let nameAr = '';
  if (person.given.ar && person.family.ar) {
    nameAr = [person.given.ar, ...(showMiddle ? person.middles.map((m) => m.ar ?? '') : []), person.family.ar]
      .filter(Boolean)
      .join(' ');
    if (language === 'ar' && rng.chance(0.2)) nameAr = `${rng.pick(HONORIFICS_AR)} ${nameAr}`;
  }
  const asOf = 2025;
  const roles: Role[] = [];
  let end = rng.chance(0.7) ? 'present' : `${rng.pick(MONTHS)} ${asOf - rng.int(0, 1)}`;
  let year = asOf - rng.int(1, 3);
  const companies = language === 'ar' ? EMPLOYERS_AR : employers(split);
  for (let i = 0; i < rng.int(2, 4); i++) {
    const from = `${rng.pick(MONTHS)} ${year}`;
    const title = i === 0 ? occupation.senior : occupation.en;
    const titleAr = i === 0 ? occupation.seniorAr : occupation.ar;
    roles.push({ title: language === 'ar' ? titleAr : title, company: rng.pick(companies), from, to: end });
    end = `${rng.pick(MONTHS)} ${year}`;
    year -= rng.int(2, 4);
  }
  return {
    id: `n${split === 'dev' ? 'd' : 'h'}${String(index).padStart(3, '0')}`,
    split,
    language,
    person,
    occupation,
    place: where,
    phone: phone(rng, residence),
    email: email(rng, person),
    nameEn,
    nameAr,
    givenShown: cased(rng, givenEn.split(' '), 0).join(' '),
    familyShown: person.family.en,
    roles,
    title: roles[0]!.title,
  };
}

/** The label: given and family names as a reader should return them (either script on a bilingual CV). */
export function label(cv: Cv, extra: { layout: string; generator: string; pages: number; traps: string[] }) {
  const p = cv.person;
  const pick = (en: string, ar: string | undefined) =>
    cv.language === 'ar' ? [ar!] : cv.language === 'mixed' && ar ? [en, ar] : [en];
  const given = pick(p.given.en, p.given.ar);
  if (/^Abdul\w/u.test(p.given.en)) given.push(p.given.en.replace(/^Abdul/u, 'Abdul '));
  if (p.givenShort) given.push(p.givenShort);
  const middle = p.middles.length
    ? pick(p.middles.map((m) => m.en).join(' '), p.middles.map((m) => m.ar).join(' '))
    : null;
  return {
    id: cv.id,
    language: cv.language,
    layout: extra.layout,
    generator: extra.generator,
    scan: false,
    pages: extra.pages,
    country: cv.place.country,
    origin: p.origin,
    asOf: '2025-06-01',
    firstName: given,
    lastName: pick(p.family.en, p.family.ar),
    middleName: middle,
    email: cv.email,
    phone: cv.phone.e164,
    currentTitle: cv.title,
    traps: extra.traps,
  };
}
