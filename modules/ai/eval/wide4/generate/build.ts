// Builds modules/ai/eval/wide4/dev: CVs written as HTML/CSS and printed to PDF by Chromium (playwright-core), with
// their labels. Seeded: the same CVs on every run. Usage: CHROMIUM=<chromium binary> bash scripts/tsx
// modules/ai/eval/wide4/generate/build.ts (see ../README.md). Labels come from the data below, never from the reader.
import { mkdirSync, writeFileSync } from 'node:fs';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { chromium } from 'playwright-core';
import { COUNTRIES, NAMES, OCCUPATIONS, type Name, type Occupation } from './people.ts';

type Lang = 'en' | 'ar' | 'mixed';
type Layout =
  | 'sidebar'
  | 'table'
  | 'timeline'
  | 'designer'
  | 'jobsite'
  | 'classic'
  | 'europass'
  | 'cards'
  | 'linkedin'
  | 'sidename'
  | 'tablelast'
  | 'daterow'
  | 'fromto'
  | 'writer'
  | 'twocolhead'
  | 'fromtocols';
type NameForm =
  | 'plain'
  | 'caps'
  | 'twoline'
  | 'titlefirst'
  | 'banner'
  | 'prefix'
  | 'photo'
  | 'keyvalue'
  | 'surnamefirst'
  | 'bin'
  | 'full4'
  | 'suffix'
  | 'mr'
  | 'spaced'
  | 'compound'
  | 'fulllabel'
  | 'bigtitle';
type DateForm =
  | 'mm/yyyy'
  | 'mon yyyy'
  | 'MONTH YYYY'
  | 'yyyy'
  | 'since'
  | 'todate'
  | 'dotted'
  | 'ar-lev'
  | 'ar-gulf'
  | 'ar-digits'
  | 'durations'
  | 'paren-years'
  | 'from-to'
  | 'mon-yy'
  | 'iso'
  | 'dmy'
  | 'us-mdy'
  | 'mm/yy'
  | 'ar-indic-months'
  | 'ar-year-indic'
  | 'ar-since'
  | 'duration-only'
  | 'till-now'
  | 'ordinal'
  | 'linkedin'
  | 'open-dash'
  | 'onwards'
  | 'start-end'
  | 'dotmonth'
  | 'ar-m'
  | 'ar-aam'
  | 'yy-short'
  | 'mon/yyyy'
  | 'stacked'
  | 'apos-yyyy'
  | 'd-mon-yyyy'
  | 'ymd'
  | 'ar-raas'
  | 'ar-tarikh'
  | 'still'
  | 'wef'
  | 'ar-walghaya'
  | 'ar-hijri';
type DatePlace = 'right' | 'below' | 'before' | 'inline';
type Spec = {
  lang: Lang;
  layout: Layout;
  country: string;
  occ: string;
  nameForm: NameForm;
  dateForm: DateForm;
  place: DatePlace;
  phone: number;
  arDigitsPhone?: boolean;
  traps?: Array<'volunteer' | 'society' | 'dob' | 'overlap' | 'ended'>;
  /** The phone's country code written without its plus sign ("971 50 …"). */
  noPlus?: boolean;
  /** An Arabic CV's phone written inside the right-to-left line, not isolated as left-to-right. */
  rtlPhone?: boolean;
  /** Batch 7: a phone form of its own (`#` a random digit), instead of one of the country's. */
  phoneForm?: { local: string; e164: string };
  /** Batch 7: the experience heading as printed (qualified: "PROFESSIONAL EXPERIENCE (8+ YEARS)"). */
  expHeading?: string;
  /** Batch 7 (classic layout): education printed before experience. */
  eduFirst?: boolean;
  /** Batch 7: the jobs before the current one were held in this country (the address names the current one). */
  pastCountry?: string;
};

const AS_OF = { year: 2026, month: 10 };
const SPECS: Spec[] = [
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'AE',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'SA',
    occ: 'electrician',
    nameForm: 'banner',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 1,
    traps: ['dob'],
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'IN',
    occ: 'accountant',
    nameForm: 'caps',
    dateForm: 'MONTH YYYY',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'designer',
    country: 'JO',
    occ: 'software',
    nameForm: 'twoline',
    dateForm: 'yyyy',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'jobsite',
    country: 'PH',
    occ: 'customer-service',
    nameForm: 'plain',
    dateForm: 'durations',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'PK',
    occ: 'driver',
    nameForm: 'keyvalue',
    dateForm: 'from-to',
    place: 'below',
    phone: 1,
    traps: ['dob'],
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'DE',
    occ: 'civil',
    nameForm: 'surnamefirst',
    dateForm: 'dotted',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'GB',
    occ: 'chef',
    nameForm: 'titlefirst',
    dateForm: 'since',
    place: 'before',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'EG',
    occ: 'civil',
    nameForm: 'prefix',
    dateForm: 'todate',
    place: 'below',
    phone: 1,
    traps: ['society'],
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'QA',
    occ: 'mechanic',
    nameForm: 'photo',
    dateForm: 'iso',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'US',
    occ: 'sales',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 1,
    traps: ['volunteer'],
  },
  {
    lang: 'en',
    layout: 'designer',
    country: 'PH',
    occ: 'nurse',
    nameForm: 'photo',
    dateForm: 'mon-yy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'jobsite',
    country: 'IN',
    occ: 'software',
    nameForm: 'banner',
    dateForm: 'paren-years',
    place: 'below',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'KW',
    occ: 'logistics',
    nameForm: 'caps',
    dateForm: 'MONTH YYYY',
    place: 'before',
    phone: 0,
    traps: ['overlap'],
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'PL',
    occ: 'teacher',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'LB',
    occ: 'hr',
    nameForm: 'twoline',
    dateForm: 'yyyy',
    place: 'inline',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'OM',
    occ: 'electrician',
    nameForm: 'titlefirst',
    dateForm: 'since',
    place: 'right',
    phone: 0,
    traps: ['ended'],
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'IN',
    occ: 'nurse',
    nameForm: 'keyvalue',
    dateForm: 'dotted',
    place: 'right',
    phone: 1,
    traps: ['dob'],
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'AE',
    occ: 'chef',
    nameForm: 'prefix',
    dateForm: 'todate',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'US',
    occ: 'software',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 2,
    traps: ['volunteer'],
  },
  {
    lang: 'en',
    layout: 'jobsite',
    country: 'SA',
    occ: 'sales',
    nameForm: 'bin',
    dateForm: 'durations',
    place: 'below',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'designer',
    country: 'GB',
    occ: 'hr',
    nameForm: 'caps',
    dateForm: 'mm/yyyy',
    place: 'before',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'EG',
    occ: 'accountant',
    nameForm: 'full4',
    dateForm: 'from-to',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'PK',
    occ: 'teacher',
    nameForm: 'banner',
    dateForm: 'paren-years',
    place: 'below',
    phone: 0,
    traps: ['overlap'],
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'QA',
    occ: 'driver',
    nameForm: 'photo',
    dateForm: 'mon-yy',
    place: 'inline',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'JO',
    occ: 'logistics',
    nameForm: 'twoline',
    dateForm: 'yyyy',
    place: 'right',
    phone: 1,
  },
  // Arabic, right to left.
  {
    lang: 'ar',
    layout: 'sidebar',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'JO',
    occ: 'nurse',
    nameForm: 'banner',
    dateForm: 'ar-lev',
    place: 'right',
    phone: 1,
    traps: ['dob'],
  },
  {
    lang: 'ar',
    layout: 'timeline',
    country: 'EG',
    occ: 'teacher',
    nameForm: 'full4',
    dateForm: 'ar-digits',
    place: 'right',
    phone: 1,
    arDigitsPhone: true,
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'AE',
    occ: 'hr',
    nameForm: 'prefix',
    dateForm: 'ar-gulf',
    place: 'below',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'cards',
    country: 'LB',
    occ: 'sales',
    nameForm: 'titlefirst',
    dateForm: 'ar-lev',
    place: 'before',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'europass',
    country: 'KW',
    occ: 'civil',
    nameForm: 'bin',
    dateForm: 'yyyy',
    place: 'right',
    phone: 0,
    traps: ['volunteer'],
  },
  {
    lang: 'ar',
    layout: 'designer',
    country: 'OM',
    occ: 'electrician',
    nameForm: 'twoline',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
    arDigitsPhone: true,
  },
  {
    lang: 'ar',
    layout: 'sidebar',
    country: 'QA',
    occ: 'chef',
    nameForm: 'photo',
    dateForm: 'since',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'EG',
    occ: 'logistics',
    nameForm: 'keyvalue',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'JO',
    occ: 'customer-service',
    nameForm: 'caps',
    dateForm: 'ar-digits',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'ar',
    layout: 'jobsite',
    country: 'SA',
    occ: 'driver',
    nameForm: 'plain',
    dateForm: 'ar-lev',
    place: 'below',
    phone: 0,
  },
  // Bilingual: English body, Arabic name, headings and titles beside.
  {
    lang: 'mixed',
    layout: 'sidebar',
    country: 'AE',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'mixed',
    layout: 'table',
    country: 'KW',
    occ: 'accountant',
    nameForm: 'bin',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'timeline',
    country: 'JO',
    occ: 'software',
    nameForm: 'prefix',
    dateForm: 'MONTH YYYY',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'mixed',
    layout: 'classic',
    country: 'SA',
    occ: 'hr',
    nameForm: 'banner',
    dateForm: 'todate',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'europass',
    country: 'EG',
    occ: 'sales',
    nameForm: 'twoline',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'PH',
    occ: 'mechanic',
    nameForm: 'titlefirst',
    dateForm: 'mon yyyy',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'IN',
    occ: 'electrician',
    nameForm: 'plain',
    dateForm: 'iso',
    place: 'before',
    phone: 0,
    traps: ['ended'],
  },
  // Batch 2, written after the reader's rules had been fixed on batch 1: harder tables, LinkedIn-style exports,
  // durations without dates, names in sidebars, letter-spaced names, country codes without a plus.
  {
    lang: 'en',
    layout: 'linkedin',
    country: 'AE',
    occ: 'sales',
    nameForm: 'plain',
    dateForm: 'linkedin',
    place: 'below',
    phone: 0,
    noPlus: true,
  },
  {
    lang: 'en',
    layout: 'tablelast',
    country: 'IN',
    occ: 'nurse',
    nameForm: 'suffix',
    dateForm: 'dmy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'tablelast',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'ar-indic-months',
    place: 'right',
    phone: 1,
    arDigitsPhone: true,
  },
  {
    lang: 'en',
    layout: 'daterow',
    country: 'PH',
    occ: 'chef',
    nameForm: 'compound',
    dateForm: 'us-mdy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'sidename',
    country: 'JO',
    occ: 'civil',
    nameForm: 'spaced',
    dateForm: 'mm/yy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'sidename',
    country: 'AE',
    occ: 'hr',
    nameForm: 'plain',
    dateForm: 'ar-year-indic',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'PK',
    occ: 'electrician',
    nameForm: 'mr',
    dateForm: 'duration-only',
    place: 'inline',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'EG',
    occ: 'software',
    nameForm: 'suffix',
    dateForm: 'till-now',
    place: 'before',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'GB',
    occ: 'teacher',
    nameForm: 'plain',
    dateForm: 'ordinal',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'linkedin',
    country: 'QA',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'linkedin',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'US',
    occ: 'nurse',
    nameForm: 'suffix',
    dateForm: 'us-mdy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'KW',
    occ: 'driver',
    nameForm: 'plain',
    dateForm: 'duration-only',
    place: 'inline',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'OM',
    occ: 'mechanic',
    nameForm: 'mr',
    dateForm: 'mm/yy',
    place: 'right',
    phone: 0,
    noPlus: true,
  },
  {
    lang: 'en',
    layout: 'designer',
    country: 'IN',
    occ: 'hr',
    nameForm: 'spaced',
    dateForm: 'dmy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'timeline',
    country: 'JO',
    occ: 'teacher',
    nameForm: 'full4',
    dateForm: 'ar-since',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'sidename',
    country: 'SA',
    occ: 'customer-service',
    nameForm: 'titlefirst',
    dateForm: 'linkedin',
    place: 'right',
    phone: 0,
    noPlus: true,
  },
  {
    lang: 'en',
    layout: 'daterow',
    country: 'DE',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'iso',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'tablelast',
    country: 'EG',
    occ: 'nurse',
    nameForm: 'banner',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'linkedin',
    country: 'PL',
    occ: 'software',
    nameForm: 'plain',
    dateForm: 'linkedin',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'jobsite',
    country: 'PH',
    occ: 'driver',
    nameForm: 'mr',
    dateForm: 'till-now',
    place: 'below',
    phone: 0,
    noPlus: true,
  },
  // Batch 3, written after the rules for batch 2: word-processor tables with From/To lines, headings the reader does not
  // know, names only in a key-value table, the job title set larger than the name, open ranges ("2021 –", "onwards").
  {
    lang: 'en',
    layout: 'fromto',
    country: 'SA',
    occ: 'electrician',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'fromto',
    country: 'JO',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'ar-year-indic',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'writer',
    country: 'IN',
    occ: 'accountant',
    nameForm: 'bigtitle',
    dateForm: 'open-dash',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'writer',
    country: 'US',
    occ: 'sales',
    nameForm: 'fulllabel',
    dateForm: 'onwards',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'writer',
    country: 'EG',
    occ: 'hr',
    nameForm: 'banner',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'twocolhead',
    country: 'AE',
    occ: 'chef',
    nameForm: 'fulllabel',
    dateForm: 'dotmonth',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'fromto',
    country: 'PH',
    occ: 'nurse',
    nameForm: 'compound',
    dateForm: 'start-end',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'writer',
    country: 'KW',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'QA',
    occ: 'software',
    nameForm: 'bigtitle',
    dateForm: 'open-dash',
    place: 'below',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'sidebar',
    country: 'OM',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'ar-since',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'GB',
    occ: 'hr',
    nameForm: 'plain',
    dateForm: 'onwards',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'twocolhead',
    country: 'PK',
    occ: 'teacher',
    nameForm: 'fulllabel',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'fromto',
    country: 'LB',
    occ: 'sales',
    nameForm: 'mr',
    dateForm: 'dotmonth',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'twocolhead',
    country: 'SA',
    occ: 'customer-service',
    nameForm: 'fulllabel',
    dateForm: 'ar-lev',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'designer',
    country: 'EG',
    occ: 'mechanic',
    nameForm: 'bigtitle',
    dateForm: 'start-end',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'writer',
    country: 'PL',
    occ: 'driver',
    nameForm: 'plain',
    dateForm: 'dotted',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'cards',
    country: 'IN',
    occ: 'logistics',
    nameForm: 'fulllabel',
    dateForm: 'till-now',
    place: 'before',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'fromto',
    country: 'AE',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'ar-digits',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'mixed',
    layout: 'fromto',
    country: 'JO',
    occ: 'teacher',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'writer',
    country: 'DE',
    occ: 'nurse',
    nameForm: 'spaced',
    dateForm: 'us-mdy',
    place: 'right',
    phone: 0,
  },
  // Batch 4, written after the rules for batch 3: From and To in columns of their own, Arabic phone numbers written
  // inside right-to-left lines.
  {
    lang: 'ar',
    layout: 'fromtocols',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 0,
    rtlPhone: true,
  },
  {
    lang: 'en',
    layout: 'fromtocols',
    country: 'AE',
    occ: 'electrician',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'fromtocols',
    country: 'EG',
    occ: 'nurse',
    nameForm: 'fulllabel',
    dateForm: 'ar-digits',
    place: 'right',
    phone: 0,
    rtlPhone: true,
    arDigitsPhone: true,
  },
  {
    lang: 'en',
    layout: 'fromtocols',
    country: 'IN',
    occ: 'hr',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'JO',
    occ: 'sales',
    nameForm: 'plain',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 0,
    rtlPhone: true,
  },
  {
    lang: 'ar',
    layout: 'sidebar',
    country: 'KW',
    occ: 'teacher',
    nameForm: 'banner',
    dateForm: 'ar-lev',
    place: 'right',
    phone: 0,
    rtlPhone: true,
    arDigitsPhone: true,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'QA',
    occ: 'hr',
    nameForm: 'keyvalue',
    dateForm: 'ar-gulf',
    place: 'right',
    phone: 1,
    rtlPhone: true,
  },
  {
    lang: 'mixed',
    layout: 'fromtocols',
    country: 'AE',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'mm/yyyy',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'ar',
    layout: 'timeline',
    country: 'LB',
    occ: 'electrician',
    nameForm: 'prefix',
    dateForm: 'ar-year-indic',
    place: 'right',
    phone: 0,
    rtlPhone: true,
  },
  {
    lang: 'en',
    layout: 'fromtocols',
    country: 'PH',
    occ: 'driver',
    nameForm: 'plain',
    dateForm: 'yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'cards',
    country: 'OM',
    occ: 'chef',
    nameForm: 'plain',
    dateForm: 'ar-since',
    place: 'before',
    phone: 0,
    rtlPhone: true,
    arDigitsPhone: true,
  },
  {
    lang: 'ar',
    layout: 'fromtocols',
    country: 'JO',
    occ: 'civil',
    nameForm: 'bin',
    dateForm: 'ar-year-indic',
    place: 'right',
    phone: 2,
    rtlPhone: true,
  },
  // Batch 5, written after the rules for batch 4: the Gregorian «م» after years, «من عام 2015 إلى عام 2019»,
  // "2015-18", "Mar/2019", start and end years stacked in a timeline's date cell.
  {
    lang: 'ar',
    layout: 'classic',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'ar-m',
    place: 'right',
    phone: 0,
    rtlPhone: true,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'KW',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'ar-aam',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'IN',
    occ: 'software',
    nameForm: 'plain',
    dateForm: 'yy-short',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'GB',
    occ: 'sales',
    nameForm: 'plain',
    dateForm: 'mon/yyyy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'AE',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'stacked',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'timeline',
    country: 'EG',
    occ: 'teacher',
    nameForm: 'plain',
    dateForm: 'stacked',
    place: 'right',
    phone: 1,
    rtlPhone: true,
  },
  {
    lang: 'ar',
    layout: 'sidebar',
    country: 'QA',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'ar-m',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'PK',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'yy-short',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'fromtocols',
    country: 'SA',
    occ: 'hr',
    nameForm: 'plain',
    dateForm: 'ar-m',
    place: 'right',
    phone: 1,
    rtlPhone: true,
  },
  {
    lang: 'mixed',
    layout: 'table',
    country: 'JO',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'mon/yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'sidename',
    country: 'US',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'stacked',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'ar',
    layout: 'europass',
    country: 'OM',
    occ: 'electrician',
    nameForm: 'plain',
    dateForm: 'ar-aam',
    place: 'right',
    phone: 0,
  },
  // Batch 6, written after the last rule and measured once, with no rule written after it: new mixes of the forms.
  {
    lang: 'en',
    layout: 'sidename',
    country: 'GB',
    occ: 'accountant',
    nameForm: 'caps',
    dateForm: 'mm/yy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'tablelast',
    country: 'KW',
    occ: 'sales',
    nameForm: 'full4',
    dateForm: 'ar-m',
    place: 'right',
    phone: 0,
    rtlPhone: true,
  },
  {
    lang: 'en',
    layout: 'fromtocols',
    country: 'US',
    occ: 'civil',
    nameForm: 'suffix',
    dateForm: 'us-mdy',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'daterow',
    country: 'IN',
    occ: 'nurse',
    nameForm: 'keyvalue',
    dateForm: 'onwards',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'ar',
    layout: 'designer',
    country: 'JO',
    occ: 'hr',
    nameForm: 'bin',
    dateForm: 'ar-aam',
    place: 'below',
    phone: 1,
    rtlPhone: true,
  },
  {
    lang: 'en',
    layout: 'linkedin',
    country: 'DE',
    occ: 'software',
    nameForm: 'titlefirst',
    dateForm: 'linkedin',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'mixed',
    layout: 'sidename',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'writer',
    country: 'PH',
    occ: 'chef',
    nameForm: 'prefix',
    dateForm: 'since',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'fromto',
    country: 'LB',
    occ: 'customer-service',
    nameForm: 'plain',
    dateForm: 'ar-lev',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'en',
    layout: 'jobsite',
    country: 'EG',
    occ: 'electrician',
    nameForm: 'photo',
    dateForm: 'durations',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'twocolhead',
    country: 'OM',
    occ: 'driver',
    nameForm: 'fulllabel',
    dateForm: 'yy-short',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'timeline',
    country: 'QA',
    occ: 'nurse',
    nameForm: 'keyvalue',
    dateForm: 'ar-indic-months',
    place: 'right',
    phone: 1,
  },
  // --- batch 7 (x121-x137): date, heading and phone forms of Gulf, Levant and South Asian CVs that batches 1-6 lack;
  // measured before any rule was written for them.
  {
    lang: 'en',
    layout: 'classic',
    country: 'IN',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'apos-yyyy',
    place: 'right',
    phone: 0,
    phoneForm: { local: '98470 #####', e164: '+9198470#####' },
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'AE',
    occ: 'electrician',
    nameForm: 'banner',
    dateForm: 'd-mon-yyyy',
    place: 'right',
    phone: 0,
    phoneForm: { local: '+971-050-### ####', e164: '+97150#######' },
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'SA',
    occ: 'accountant',
    nameForm: 'plain',
    dateForm: 'ymd',
    place: 'right',
    phone: 1,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'SA',
    occ: 'hr',
    nameForm: 'keyvalue',
    dateForm: 'ar-raas',
    place: 'right',
    phone: 0,
    phoneForm: { local: '+966 (0) 5# ### ####', e164: '+9665########' },
  },
  {
    lang: 'ar',
    layout: 'cards',
    country: 'JO',
    occ: 'teacher',
    nameForm: 'plain',
    dateForm: 'ar-tarikh',
    place: 'before',
    phone: 0,
    phoneForm: { local: '07 9### ####', e164: '+96279#######' },
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'IN',
    occ: 'software',
    nameForm: 'caps',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 1,
    eduFirst: true,
    expHeading: 'PROFESSIONAL EXPERIENCE (8+ YEARS)',
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'AE',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'MONTH YYYY',
    place: 'below',
    phone: 0,
    phoneForm: { local: '055 ### ####', e164: '+97155#######' },
    pastCountry: 'SA',
    eduFirst: true,
    expHeading: 'Employment Details',
  },
  {
    lang: 'en',
    layout: 'sidebar',
    country: 'BH',
    occ: 'logistics',
    nameForm: 'plain',
    dateForm: 'still',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'OM',
    occ: 'driver',
    nameForm: 'keyvalue',
    dateForm: 'wef',
    place: 'below',
    phone: 0,
    phoneForm: { local: '9### ####', e164: '+9689#######' },
    traps: ['dob'],
  },
  {
    lang: 'en',
    layout: 'table',
    country: 'KW',
    occ: 'chef',
    nameForm: 'photo',
    dateForm: 'apos-yyyy',
    place: 'right',
    phone: 0,
    phoneForm: { local: '(+965) 6### ####', e164: '+9656#######' },
  },
  {
    lang: 'mixed',
    layout: 'classic',
    country: 'LB',
    occ: 'sales',
    nameForm: 'plain',
    dateForm: 'mon yyyy',
    place: 'right',
    phone: 0,
    phoneForm: { local: '03 ### ###', e164: '+9613######' },
    eduFirst: true,
    expHeading: 'Work Experience (Lebanon &amp; Gulf)',
  },
  {
    lang: 'en',
    layout: 'europass',
    country: 'IQ',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'd-mon-yyyy',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'SY',
    occ: 'nurse',
    nameForm: 'plain',
    dateForm: 'ar-walghaya',
    place: 'below',
    phone: 0,
  },
  {
    lang: 'ar',
    layout: 'table',
    country: 'PS',
    occ: 'teacher',
    nameForm: 'banner',
    dateForm: 'ar-raas',
    place: 'right',
    phone: 0,
  },
  {
    lang: 'en',
    layout: 'classic',
    country: 'NP',
    occ: 'mechanic',
    nameForm: 'plain',
    dateForm: 'still',
    place: 'right',
    phone: 0,
    pastCountry: 'QA',
  },
  {
    lang: 'ar',
    layout: 'classic',
    country: 'SA',
    occ: 'civil',
    nameForm: 'plain',
    dateForm: 'ar-hijri',
    place: 'right',
    phone: 2,
  },
  {
    lang: 'en',
    layout: 'timeline',
    country: 'LK',
    occ: 'customer-service',
    nameForm: 'plain',
    dateForm: 'ymd',
    place: 'right',
    phone: 0,
  },
];

// --- seeded choices ---------------------------------------------------------------------------------------------
let seed = 15_2026;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;

type Ym = { year: number; month: number };
type Job = {
  title: string;
  titleAr: string;
  company: string;
  start: Ym;
  end: Ym | null;
  duties: string[];
  dutiesAr: string[];
};
const months = (a: Ym) => a.year * 12 + a.month - 1;
const fromMonths = (m: number): Ym => ({ year: Math.floor(m / 12), month: (m % 12) + 1 });

function career(occ: Occupation, city: string, cityAr: string, spec: Spec): Job[] {
  const n = int(2, 4);
  const jobs: Job[] = [];
  const yearOnly = ['yyyy', 'todate', 'paren-years', 'ar-year-indic', 'ar-aam', 'yy-short', 'stacked'].includes(
    spec.dateForm,
  );
  let end = spec.traps?.includes('ended') ? months(AS_OF) - int(5, 10) : -1; // -1: current job
  for (let i = n - 1; i >= 0; i--) {
    const len = int(14, 62);
    const endM = end < 0 ? months(AS_OF) : end;
    let startM = endM - len;
    if (yearOnly) startM = months({ year: fromMonths(startM).year, month: 1 });
    const k = Math.min(i + (4 - n), occ.titles.length - 1);
    const e = Math.floor(rnd() * occ.employers.length);
    let endYm = end < 0 ? null : fromMonths(end);
    if (yearOnly && endYm) endYm = { year: endYm.year, month: 1 };
    jobs.push({
      title: occ.titles[k]!,
      titleAr: occ.titlesAr[k]!,
      company: occ.employers[e]!.replace('{city}', city),
      start: fromMonths(startM),
      end: endYm,
      duties: occ.duties.slice(0, int(2, 3)),
      dutiesAr: occ.dutiesAr.slice(0, int(2, 3)),
    });
    end = startM - int(0, 5);
    if (yearOnly) end = months({ year: fromMonths(end).year, month: 1 });
    if (end <= startM && yearOnly) end = startM;
  }
  // Employers differ from one job to the next.
  for (let i = 1; i < jobs.length; i++)
    if (jobs[i]!.company === jobs[i - 1]!.company) {
      const other = occ.employers.find((x) => x.replace('{city}', city) !== jobs[i - 1]!.company)!;
      jobs[i]!.company = other.replace('{city}', city);
    }
  void cityAr;
  return jobs; // newest first
}

/** Total years of paid positions: overlaps merged, months from start to end, floored. */
function totalYears(jobs: Job[]): number {
  const spans = jobs
    .map((j) => [months(j.start), months(j.end ?? AS_OF)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | undefined;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [...s];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.floor(total / 12);
}

// --- dates --------------------------------------------------------------------------------------------------------
const DOTMON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
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
const GULF = [
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
const LEV = [
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
const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
const arDigits = (s: string) => s.replace(/\d/gu, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const mm = (m: number) => String(m).padStart(2, '0');

function span(start: Ym, end: Ym | null): string {
  const n = months(end ?? AS_OF) - months(start);
  const y = Math.floor(n / 12);
  const m = n % 12;
  return [y ? `${y} yr${y > 1 ? 's' : ''}` : '', m ? `${m} mo${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

function longSpan(start: Ym, end: Ym | null, ar = false): string {
  const n = months(end ?? AS_OF) - months(start);
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (ar) {
    const yy = y === 1 ? 'سنة' : y === 2 ? 'سنتان' : y <= 10 ? `${y} سنوات` : `${y} سنة`;
    const mo = m === 1 ? 'شهر' : m === 2 ? 'شهران' : m <= 10 ? `${m} أشهر` : `${m} شهراً`;
    return [y ? yy : '', m ? mo : ''].filter(Boolean).join(' و');
  }
  return [y ? `${y} year${y > 1 ? 's' : ''}` : '', m ? `${m} month${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}
const ORD = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
// A day in the month for forms that print one (the label counts months only).
const day = (ym: Ym, last: boolean) =>
  last ? [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][ym.month - 1]! : 1 + (ym.month % 3);

function dates(form: DateForm, j: Job, i: number, ar = false): string {
  const s = j.start;
  const e = j.end;
  const present = ['Present', 'Current', 'Till Date', 'Now', 'present'][i % 5]!;
  switch (form) {
    case 'mm/yyyy':
      return `${mm(s.month)}/${s.year} – ${e ? `${mm(e.month)}/${e.year}` : present}`;
    case 'mon yyyy':
      return `${MON[s.month - 1]} ${s.year} - ${e ? `${MON[e.month - 1]} ${e.year}` : present}`;
    case 'MONTH YYYY':
      return `${MONTH[s.month - 1]!.toUpperCase()} ${s.year} – ${e ? `${MONTH[e.month - 1]!.toUpperCase()} ${e.year}` : 'PRESENT'}`;
    case 'yyyy':
      return `${s.year}${e ? '-' : ' – '}${e ? e.year : 'Present'}`;
    case 'since':
      return e
        ? `${MON[s.month - 1]} ${s.year} – ${MON[e.month - 1]} ${e.year}`
        : `Since ${MONTH[s.month - 1]} ${s.year}`;
    case 'todate':
      return `${s.year} ${e ? `to ${e.year}` : 'to date'}`;
    case 'dotted':
      return `${mm(s.month)}.${s.year} – ${e ? `${mm(e.month)}.${e.year}` : 'today'}`;
    case 'ar-gulf':
      return `${GULF[s.month - 1]} ${s.year} - ${e ? `${GULF[e.month - 1]} ${e.year}` : 'حتى الآن'}`;
    case 'ar-lev':
      return `من ${LEV[s.month - 1]} ${s.year} إلى ${e ? `${LEV[e.month - 1]} ${e.year}` : 'الآن'}`;
    case 'ar-digits':
      return arDigits(`${mm(s.month)}/${s.year} - ${e ? `${mm(e.month)}/${e.year}` : ''}`) + (e ? '' : 'حالياً');
    case 'durations':
      return `${MON[s.month - 1]} ${s.year} to ${e ? `${MON[e.month - 1]} ${e.year}` : 'Present'} (${span(s, e)})`;
    case 'paren-years': {
      const y = Math.floor((months(e ?? AS_OF) - months(s)) / 12);
      return `${s.year} – ${e ? e.year : 'Present'} (${y} year${y === 1 ? '' : 's'})`;
    }
    case 'from-to':
      return `From ${mm(s.month)}/${s.year} to ${e ? `${mm(e.month)}/${e.year}` : 'date'}`;
    case 'mon-yy':
      return `${MON[s.month - 1]} '${String(s.year).slice(2)} – ${e ? `${MON[e.month - 1]} '${String(e.year).slice(2)}` : 'Present'}`;
    case 'iso':
      return `${s.year}-${mm(s.month)} → ${e ? `${e.year}-${mm(e.month)}` : 'now'}`;
    case 'dmy':
      return `${mm(day(s, false))}/${mm(s.month)}/${s.year} – ${e ? `${day(e, true)}/${mm(e.month)}/${e.year}` : 'Till date'}`;
    case 'us-mdy':
      return `${MONTH[s.month - 1]} ${day(s, false)}, ${s.year} – ${e ? `${MONTH[e.month - 1]} ${day(e, true)}, ${e.year}` : 'Present'}`;
    case 'mm/yy':
      return `${mm(s.month)}/${String(s.year).slice(2)} - ${e ? `${mm(e.month)}/${String(e.year).slice(2)}` : 'Present'}`;
    case 'ar-indic-months':
      return arDigits(`${LEV[s.month - 1]} ${s.year} – ${e ? `${LEV[e.month - 1]} ${e.year}` : 'حتى تاريخه'}`);
    case 'ar-year-indic':
      return arDigits(`من ${s.year} إلى ${e ? e.year : 'الآن'}`);
    case 'ar-since':
      return e
        ? `${GULF[s.month - 1]} ${s.year} - ${GULF[e.month - 1]} ${e.year}`
        : `منذ ${LEV[s.month - 1]} ${s.year}`;
    case 'duration-only':
      return ar ? `المدة: ${longSpan(s, e, true)}` : longSpan(s, e);
    case 'till-now':
      return `${MON[s.month - 1]} ${s.year} – ${e ? `${MON[e.month - 1]} ${e.year}` : ['till now', 'ongoing', 'up to now'][i % 3]}`;
    case 'ordinal':
      return `${ORD(day(s, false))} ${MONTH[s.month - 1]} ${s.year} – ${e ? `${ORD(day(e, true))} ${MONTH[e.month - 1]} ${e.year}` : 'present'}`;
    case 'linkedin':
      return `${MONTH[s.month - 1]} ${s.year} - ${e ? `${MONTH[e.month - 1]} ${e.year}` : 'Present'} (${longSpan(s, e)})`;
    case 'open-dash':
      return `${MON[s.month - 1]} ${s.year} –${e ? ` ${MON[e.month - 1]} ${e.year}` : ''}`;
    case 'onwards':
      return e
        ? `${MON[s.month - 1]} ${s.year} – ${MON[e.month - 1]} ${e.year}`
        : `${MONTH[s.month - 1]} ${s.year} onwards`;
    case 'start-end':
      return `Start: ${mm(s.month)}/${s.year} | End: ${e ? `${mm(e.month)}/${e.year}` : 'Present'}`;
    case 'dotmonth':
      return `${DOTMON[s.month - 1]} ${s.year} – ${e ? `${DOTMON[e.month - 1]} ${e.year}` : 'Present'}`;
    case 'ar-m':
      return i % 2
        ? `${GULF[s.month - 1]} ${s.year}م - ${e ? `${GULF[e.month - 1]} ${e.year}م` : 'حتى الآن'}`
        : `${mm(s.month)}/${s.year}م – ${e ? `${mm(e.month)}/${e.year}م` : 'حتى تاريخه'}`;
    case 'ar-aam':
      return `من عام ${s.year} ${e ? `إلى عام ${e.year}` : 'حتى الآن'}`;
    case 'yy-short':
      return e ? `${s.year}-${String(e.year).slice(2)}` : `${s.year}–Present`;
    case 'mon/yyyy':
      return `${MON[s.month - 1]}/${s.year} – ${e ? `${MON[e.month - 1]}/${e.year}` : 'Present'}`;
    case 'stacked':
      return `${s.year}\n${e ? e.year : ar ? 'حتى الآن' : 'Present'}`;
    // Batch 7.
    case 'apos-yyyy':
      return i % 2
        ? `${MON[s.month - 1]}' ${s.year} to ${e ? `${MON[e.month - 1]}' ${e.year}` : 'Till Date'}`
        : `${MON[s.month - 1]}'${s.year} – ${e ? `${MON[e.month - 1]}'${e.year}` : 'Till Date'}`;
    case 'd-mon-yyyy': {
      const d = (ym: Ym, last: boolean, sep: string, up: boolean) =>
        `${mm(day(ym, last))}${sep}${up ? MON[ym.month - 1]!.toUpperCase() : MON[ym.month - 1]}${sep}${ym.year}`;
      return i % 2
        ? `${d(s, false, '/', true)} - ${e ? d(e, true, '/', true) : 'TILL DATE'}`
        : `${d(s, false, '-', false)} to ${e ? d(e, true, '-', false) : 'Till Date'}`;
    }
    case 'ymd': {
      const d = (ym: Ym, last: boolean) => `${ym.year}/${mm(ym.month)}/${mm(day(ym, last))}`;
      return `${d(s, false)} - ${e ? d(e, true) : ar ? 'حتى الآن' : 'To date'}`;
    }
    case 'ar-raas':
      return `من ${mm(s.month)}/${s.year} ${e ? `إلى ${mm(e.month)}/${e.year}` : '- على رأس العمل'}`;
    case 'ar-tarikh':
      return `من ${GULF[s.month - 1]} ${s.year} إلى ${e ? `${GULF[e.month - 1]} ${e.year}` : 'تاريخه'}`;
    case 'still':
      return `${MON[s.month - 1]} ${s.year} – ${e ? `${MON[e.month - 1]} ${e.year}` : 'Still Working'}`;
    case 'wef': {
      const d = (ym: Ym, last: boolean) => `${mm(day(ym, last))}.${mm(ym.month)}.${ym.year}`;
      return e ? `${d(s, false)} to ${d(e, true)}` : `w.e.f. ${d(s, false)}`;
    }
    case 'ar-hijri': {
      // The Hijri (Umm al-Qura) month of the job's Gregorian month, as older Saudi CVs print it: «1436/03هـ».
      const h = (ym: Ym) => {
        const parts = HIJRI.formatToParts(new Date(Date.UTC(ym.year, ym.month - 1, 15)));
        const y = parts.find((x) => x.type === 'year')!.value.replace(/\D/gu, '');
        const m = parts.find((x) => x.type === 'month')!.value.replace(/\D/gu, '');
        return `${y}/${m.padStart(2, '0')}هـ`;
      };
      return `${h(s)} - ${e ? h(e) : 'حتى الآن'}`;
    }
    case 'ar-walghaya': {
      const d = (ym: Ym, last: boolean) => `${day(ym, last)}/${ym.month}/${ym.year}`;
      return `من ${d(s, false)} ${e ? `ولغاية ${d(e, true)}` : 'وحتى الآن'}`;
    }
  }
}

/** The two ends of a range, each on its own line ("From: 01/2015" / "To: 03/2018"), for the word-processor table. */
function ends(form: DateForm, j: Job, ar = false): [string, string] {
  const s = j.start;
  const e = j.end;
  switch (form) {
    case 'mon yyyy':
      return [`${MON[s.month - 1]} ${s.year}`, e ? `${MON[e.month - 1]} ${e.year}` : 'Present'];
    case 'yyyy':
      return [String(s.year), e ? String(e.year) : 'Till date'];
    case 'ar-gulf':
      return [`${GULF[s.month - 1]} ${s.year}`, e ? `${GULF[e.month - 1]} ${e.year}` : 'حتى الآن'];
    case 'ar-lev':
      return [`${LEV[s.month - 1]} ${s.year}`, e ? `${LEV[e.month - 1]} ${e.year}` : 'حتى الآن'];
    case 'ar-m':
      return [`${mm(s.month)}/${s.year}م`, e ? `${mm(e.month)}/${e.year}م` : 'حتى الآن'];
    case 'ar-year-indic':
      return [arDigits(String(s.year)), e ? arDigits(String(e.year)) : 'حتى الآن'];
    case 'ar-digits':
      return [arDigits(`${mm(s.month)}/${s.year}`), e ? arDigits(`${mm(e.month)}/${e.year}`) : 'حالياً'];
    case 'dotmonth':
      return [`${DOTMON[s.month - 1]} ${s.year}`, e ? `${DOTMON[e.month - 1]} ${e.year}` : 'Present'];
    default:
      return [`${mm(s.month)}/${s.year}`, e ? `${mm(e.month)}/${e.year}` : ar ? 'حتى الآن' : 'Present'];
  }
}

// --- phones ---------------------------------------------------------------------------------------------------------
function phone(country: string, idx: number, own?: { local: string; e164: string }): { shown: string; e164: string } {
  const forms = COUNTRIES[country]!.phones;
  const f = own ?? forms[idx % forms.length]!;
  for (let tries = 0; tries < 200; tries++) {
    const digits = Array.from({ length: 12 }, () => String(int(0, 9)));
    let k = 0;
    const shown = f.local.replace(/#/gu, () => digits[k++]!);
    k = 0;
    const e164 = f.e164.replace(/#/gu, () => digits[k++]!);
    if (isValidPhoneNumber(e164)) return { shown, e164 };
  }
  throw new Error(`no valid number for ${country} ${f.local}`);
}

// --- HTML ---------------------------------------------------------------------------------------------------------
const esc = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;');
type Parts = {
  dir: 'ltr' | 'rtl';
  nameHtml: string;
  headline: string;
  contact: string[];
  summary: string;
  experience: Array<{ title: string; company: string; dates: string; duties: string[]; ends?: [string, string] }>;
  expHeading: string;
  education: { heading: string; lines: Array<{ text: string; dates: string }> };
  skills: { heading: string; items: string[] };
  languages: { heading: string; items: string[] };
  extra: { heading: string; lines: string[] } | null;
  personal: Array<[string, string]>;
  banner: string;
  slug: string;
  location: string;
  bilingual: boolean;
  contactRows: Array<[string, string]>;
  eduFirst?: boolean;
};

const PHOTO = `<svg class="photo" viewBox="0 0 80 96" width="80" height="96"><rect width="80" height="96" rx="6" fill="#c9d3df"/><circle cx="40" cy="36" r="18" fill="#8a9bb0"/><ellipse cx="40" cy="92" rx="32" ry="26" fill="#8a9bb0"/></svg>`;

function entry(e: Parts['experience'][number], place: DatePlace): string {
  const duties = `<ul>${e.duties.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`;
  switch (place) {
    case 'right':
      return `<div class="job"><div class="row"><b>${esc(e.title)}</b><span class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</span></div><div class="co">${esc(e.company)}</div>${duties}</div>`;
    case 'below':
      return `<div class="job"><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div>${duties}</div>`;
    case 'before':
      return `<div class="job"><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div><b>${esc(e.title)}</b> | <span class="co">${esc(e.company)}</span>${duties}</div>`;
    case 'inline':
      return `<div class="job"><b>${esc(e.title)}</b>, ${esc(e.company)} <span class="dates">(${esc(e.dates).replace(/\n/gu, '<br>')})</span>${duties}</div>`;
  }
}

const CSS_BASE = `
  @page { size: A4; margin: 14mm 13mm; }
  body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #222; margin: 0; }
  [dir=rtl] body, body[dir=rtl] { font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif; }
  h1 { margin: 0; font-size: 24pt; } h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 1.5px solid #2a5d8f; color: #2a5d8f; margin: 14px 0 6px; padding-bottom: 2px; }
  .row { display: flex; justify-content: space-between; gap: 12px; } .dates { color: #555; white-space: nowrap; }
  .job { margin-bottom: 9px; } ul { margin: 3px 0 0; padding-inline-start: 18px; } .co { font-style: italic; }
  .headline { font-size: 12pt; color: #2a5d8f; } .contact div { margin: 2px 0; } .banner { text-align: center; font-weight: bold; letter-spacing: 3px; font-size: 14pt; margin-bottom: 8px; }
  .photo { flex: none; } table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #999; padding: 4px 6px; vertical-align: top; text-align: start; }
`;

function header(p: Parts, withContact = true): string {
  return `${p.banner ? `<div class="banner">${p.banner}</div>` : ''}<div class="head"><div class="who">${p.nameHtml}</div>${withContact ? `<div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div>` : ''}</div>`;
}
const list = (items: string[]) => `<ul>${items.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
const eduHtml = (p: Parts, col = false) =>
  `<h2>${p.education.heading}</h2>` +
  (col
    ? `<table>${p.education.lines.map((l) => `<tr><td style="width:28%">${esc(l.dates)}</td><td>${esc(l.text)}</td></tr>`).join('')}</table>`
    : p.education.lines
        .map((l) => `<div class="row"><span>${esc(l.text)}</span><span class="dates">${esc(l.dates)}</span></div>`)
        .join(''));
const personalHtml = (p: Parts) =>
  p.personal.length
    ? `<table class="personal">${p.personal.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>`
    : '';
const extraHtml = (p: Parts) =>
  p.extra ? `<h2>${p.extra.heading}</h2>${p.extra.lines.map((l) => `<div>${esc(l)}</div>`).join('')}` : '';

function render(layout: Layout, p: Parts, place: DatePlace): string {
  const exp = p.experience.map((e) => entry(e, place)).join('');
  let css = CSS_BASE;
  let body = '';
  switch (layout) {
    case 'sidebar':
      css += `.grid { display: grid; grid-template-columns: 32% 1fr; gap: 18px; } .side { background: #1f3b57; color: #fff; padding: 14px; border-radius: 4px; min-height: 260mm; } .side h2 { color: #fff; border-color: #fff; }`;
      body = `<div class="grid"><aside class="side"><h2>${p.dir === 'rtl' ? 'التواصل' : 'Contact'}</h2><div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}</aside><main>${p.banner ? `<div class="banner">${p.banner}</div>` : ''}${p.nameHtml}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2>${exp}${eduHtml(p)}${extraHtml(p)}</main></div>`;
      break;
    case 'table':
      css += `.exp td:first-child { width: 24%; white-space: nowrap; } .head { display: flex; justify-content: space-between; align-items: center; gap: 14px; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2><table class="exp"><tr><th>${p.dir === 'rtl' ? 'الفترة' : 'Period'}</th><th>${p.dir === 'rtl' ? 'المسمى الوظيفي' : 'Position'}</th><th>${p.dir === 'rtl' ? 'جهة العمل' : 'Employer'}</th></tr>${p.experience
        .map(
          (e) =>
            `<tr><td>${esc(e.dates).replace(/\n/gu, '<br>')}</td><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${extraHtml(p)}`;
      break;
    case 'timeline':
      css += `.tl { border-inline-start: 3px solid #2a5d8f; padding-inline-start: 14px; } .tl .item { display: grid; grid-template-columns: 130px 1fr; gap: 10px; margin-bottom: 10px; } .tl .when { font-weight: bold; color: #2a5d8f; font-size: 9.5pt; } .head { text-align: center; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><div class="tl">${p.experience
        .map(
          (e) =>
            `<div class="item"><div class="when">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div></div>`,
        )
        .join(
          '',
        )}</div>${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}${extraHtml(p)}`;
      break;
    case 'designer':
      css += `.hero { background: #f2c14e; padding: 18px; display: flex; gap: 16px; align-items: center; } h1 { letter-spacing: 4px; font-size: 26pt; line-height: 1.05; } .cols { display: grid; grid-template-columns: 1fr 36%; gap: 20px; } .right { background: #f6f6f6; padding: 10px; }`;
      body = `<div class="hero"><div>${p.banner ? `<div class="banner">${p.banner}</div>` : ''}${p.nameHtml}</div></div><div class="cols"><main><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}${extraHtml(p)}</main><aside class="right"><h2>${p.dir === 'rtl' ? 'معلومات الاتصال' : 'Get in touch'}</h2><div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}</aside></div>`;
      break;
    case 'jobsite':
      css += `.site { display: flex; justify-content: space-between; background: #0b6e4f; color: #fff; padding: 6px 10px; font-size: 9pt; } .kv td:first-child { width: 34%; color: #555; } .kv td { border: none; border-bottom: 1px solid #ddd; }`;
      body = `<div class="site"><span>${p.dir === 'rtl' ? 'بوابة الوظائف الخليجية — ملف المرشح' : 'JobsGulf Portal — Candidate Profile'}</span><span>${p.dir === 'rtl' ? 'طُبع في' : 'Printed on'} 14/10/2026</span></div>${header(p, false)}<table class="kv">${p.personal.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}${p.contact.map((c) => `<tr><td></td><td>${c}</td></tr>`).join('')}</table><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(', ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${extraHtml(p)}`;
      break;
    case 'classic':
      css += `.head { border-bottom: 3px double #333; padding-bottom: 8px; }`;
      body = `${header(p)}<h2>${p.dir === 'rtl' ? 'الملخص' : 'Summary'}</h2><p>${esc(p.summary)}</p>${p.eduFirst ? eduHtml(p) : ''}<h2>${p.expHeading}</h2>${exp}${p.eduFirst ? '' : eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(' · ')}</div>${personalHtml(p)}${extraHtml(p)}`;
      break;
    case 'europass':
      css += `.ep { display: grid; grid-template-columns: 150px 1fr; gap: 6px 14px; } .ep .l { color: #1a5d9c; text-align: end; font-size: 9.5pt; } .head { display: flex; gap: 18px; align-items: center; }`;
      body = `${header(p)}${personalHtml(p)}<h2>${p.expHeading}</h2><div class="ep">${p.experience
        .map(
          (e) =>
            `<div class="l">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div>`,
        )
        .join(
          '',
        )}</div><h2>${p.education.heading}</h2><div class="ep">${p.education.lines.map((l) => `<div class="l">${esc(l.dates)}</div><div>${esc(l.text)}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${extraHtml(p)}`;
      break;
    case 'cards':
      css += `.card { border: 1px solid #ccd; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; background: #fafbff; } .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; } .chips span { display: inline-block; border: 1px solid #2a5d8f; border-radius: 10px; padding: 1px 8px; margin: 2px; font-size: 9pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience.map((e) => `<div class="card">${entry(e, place)}</div>`).join('')}<h2>${p.skills.heading}</h2><div class="chips">${p.skills.items.map((s) => `<span>${esc(s)}</span>`).join('')}</div>${eduHtml(p)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}${extraHtml(p)}`;
      break;
  }
  const R = p.dir === 'rtl';
  const contactHtml = `<div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div>`;
  switch (layout) {
    case 'linkedin':
      css += `.grid { display: grid; grid-template-columns: 30% 1fr; gap: 22px; } .side { background: #eef1f5; padding: 12px; font-size: 9.5pt; } .side h3, main h2 { color: #333; border: none; text-transform: none; font-size: 12pt; } .comp { font-weight: bold; margin-top: 8px; } .loc { color: #777; }`;
      body = `<div class="grid"><aside class="side"><h3>${R ? 'معلومات الاتصال' : 'Contact'}</h3>${contactHtml}<div>www.linkedin.com/in/${p.slug}</div><h3>${R ? 'أهم المهارات' : 'Top Skills'}</h3>${p.skills.items
        .slice(0, 3)
        .map((x) => `<div>${esc(x)}</div>`)
        .join(
          '',
        )}<h3>${p.languages.heading}</h3>${p.languages.items.map((x) => `<div>${esc(x)}</div>`).join('')}</aside><main>${p.nameHtml}<div class="loc">${esc(p.location)}</div><h2>${R ? 'نبذة' : 'Summary'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience
        .map(
          (e) =>
            `<div class="comp">${esc(e.company.split(',')[0]!)}</div><div>${esc(e.title)}</div><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div class="loc">${esc(p.location)}</div>`,
        )
        .join(
          '',
        )}<h2>${p.education.heading}</h2>${p.education.lines.map((l) => `<div class="comp">${esc(l.text.split(' — ')[1] ?? '')}</div><div>${esc(l.text.split(' — ')[0]!)} · (${esc(l.dates)})</div>`).join('')}</main></div>`;
      break;
    case 'sidename':
      css += `.grid { display: grid; grid-template-columns: 31% 1fr; gap: 16px; } .side { background: #243447; color: #fff; padding: 14px; min-height: 262mm; } .side { overflow-wrap: anywhere; } .side h1 { font-size: 17pt; letter-spacing: 2px !important; } .side h2 { color: #fff; border-color: #fff; } .ex { display: grid; grid-template-columns: 88px 1fr; gap: 6px 12px; } .ex .d { font-size: 9pt; color: #555; }`;
      body = `<div class="grid"><aside class="side">${PHOTO}${p.nameHtml}<h2>${R ? 'التواصل' : 'Contact'}</h2>${contactHtml}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}</aside><main><h2>${R ? 'الملف الشخصي' : 'Profile'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><div class="ex">${p.experience
        .map(
          (e) =>
            `<div class="d">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div>`,
        )
        .join('')}</div>${eduHtml(p)}${extraHtml(p)}</main></div>`;
      break;
    case 'tablelast':
      css += `.exp td:last-child { width: 78px; font-size: 9.5pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp"><tr><th>${R ? 'المسمى الوظيفي' : 'Position'}</th><th>${R ? 'جهة العمل' : 'Employer'}</th><th>${R ? 'الفترة' : 'Period'}</th></tr>${p.experience
        .map(
          (e) =>
            `<tr><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td><td>${esc(e.dates).replace(/\n/gu, '<br>')}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${personalHtml(p)}`;
      break;
    case 'daterow':
      css += `.exp .period td { background: #e8eef5; font-weight: bold; font-size: 9.5pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp">${p.experience
        .map(
          (e) =>
            `<tr class="period"><td colspan="2">${esc(e.dates).replace(/\n/gu, '<br>')}</td></tr><tr><td style="width:55%"><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}`;
      break;
    case 'fromto': {
      const [from, to] = R ? ['من:', 'إلى:'] : p.bilingual ? ['From / من:', 'To / إلى:'] : ['From:', 'To:'];
      css += `.exp td:first-child { width: 92px; font-size: 9.5pt; } .head { display: flex; justify-content: space-between; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp">${p.experience
        .map(
          (e) =>
            `<tr><td><div>${from} ${esc(e.ends![0])}</div><div>${to} ${esc(e.ends![1])}</div></td><td><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}`;
      break;
    }
    case 'writer':
      css += `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; } h2 { border: none; color: #000; font-variant: small-caps; text-transform: none; font-size: 13pt; }`;
      body = `${header(p)}<h2>${p.dir === 'rtl' ? 'نبذة' : 'About me'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience
        .map(
          (e) =>
            `<div class="job"><div class="row"><b>${esc(e.company)}</b><span class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</span></div><div><i>${esc(e.title)}</i></div>${list(e.duties)}</div>`,
        )
        .join(
          '',
        )}${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}`;
      break;
    case 'fromtocols': {
      const heads = R
        ? ['المسمى الوظيفي', 'جهة العمل', 'من', 'إلى']
        : p.bilingual
          ? ['Position / المسمى', 'Employer / الجهة', 'From / من', 'To / إلى']
          : ['Position', 'Employer', 'From', 'To'];
      css += `.exp td:nth-child(3), .exp td:nth-child(4) { width: 70px; white-space: nowrap; font-size: 9.5pt; } .head { display: flex; justify-content: space-between; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2><table class="exp"><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr>${p.experience
        .map(
          (e) =>
            `<tr><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td><td>${esc(e.ends![0])}</td><td>${esc(e.ends![1])}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>`;
      break;
    }
    case 'twocolhead':
      css += `.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; } .kv th { width: 130px; background: #f0f0f0; } .kv { width: auto; min-width: 70%; }`;
      body = `${p.banner ? `<div class="banner">${p.banner}</div>` : ''}<div class="top"><div>${p.nameHtml}<table class="kv">${p.contactRows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table></div>${PHOTO}</div><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}`;
      break;
    default:
      break;
  }
  return `<!doctype html><html lang="${p.dir === 'rtl' ? 'ar' : 'en'}" dir="${p.dir}"><head><meta charset="utf-8"><style>${css}</style></head><body dir="${p.dir}">${body}</body></html>`;
}

// --- one CV ---------------------------------------------------------------------------------------------------------
type Label = Record<string, unknown>;

function nameParts(
  spec: Spec,
  n: Name,
  headline: string,
): { html: string; banner: string; first: unknown; last: unknown; middle: unknown } {
  const ar = spec.lang === 'ar';
  const mixed = spec.lang === 'mixed';
  const a = n.ar;
  const useAr = ar && a;
  const first = useAr ? a.first : n.first;
  const last = useAr ? a.last : n.last;
  let middle = useAr ? a.middle : n.middle;
  let full = [first, middle, last].filter(Boolean).join(' ');
  let banner = '';
  let html = '';
  let middleLabel: unknown = middle ?? null;
  const arFull = a ? [a.first, a.middle, a.last].filter(Boolean).join(' ') : '';
  switch (spec.nameForm) {
    case 'bin':
      middle = useAr ? `بن ${a.middle}` : `bin ${n.middle}`;
      full = [first, middle, last].join(' ');
      middleLabel = useAr ? [`بن ${a.middle}`, a.middle] : [`bin ${n.middle}`, n.middle];
      break;
    case 'compound':
      // A Filipino given name of two words and the mother's maiden initial.
      full = `Maria Cristina S. ${last}`;
      middle = 'S.';
      middleLabel = 'S.';
      break;
    case 'full4':
      middle = useAr ? `${a.middle} عبدالكريم` : `${n.middle} Abdelkarim`;
      full = [first, middle, last].join(' ');
      middleLabel = middle;
      break;
    default:
      break;
  }
  const h1 = (s: string) => `<h1>${esc(s)}</h1>`;
  switch (spec.nameForm) {
    case 'caps':
      html = h1(full.toUpperCase()) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'twoline':
      html = `<h1>${esc((useAr ? first : first.toUpperCase()) + (middle && !useAr ? '' : ''))}<br>${esc(useAr ? last : last.toUpperCase())}</h1><div class="headline">${esc(headline)}</div>`;
      middleLabel = null;
      break;
    case 'titlefirst':
      html = `<div class="headline" style="font-size:15pt;font-weight:bold">${esc(headline.toUpperCase())}</div>${h1(full)}`;
      break;
    case 'banner':
      banner = ar ? 'السيرة الذاتية' : pick(['CURRICULUM VITAE', 'RESUME', 'Curriculum Vitae']);
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'prefix': {
      const pre = ar ? pick(['م.', 'د.']) : pick(['Eng.', 'Dr.', 'Engr.']);
      html = h1(`${pre} ${full}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    }
    case 'photo':
      html = `<div style="display:flex;gap:14px;align-items:center">${PHOTO}<div><h1 style="font-size:20pt">${esc(first)}<br>${esc([middle, last].filter(Boolean).join(' '))}</h1><div class="headline">${esc(headline)}</div></div></div>`;
      break;
    case 'keyvalue':
      banner = ar ? 'السيرة الذاتية' : 'CURRICULUM VITAE';
      html = `<div style="font-size:13pt"><b>${ar ? 'الاسم' : 'Name'}:</b> ${esc(full)}</div><div><b>${ar ? 'الوظيفة' : 'Position applied for'}:</b> ${esc(headline)}</div>`;
      break;
    case 'suffix':
      html =
        h1(`${full}, ${pick(['RN', 'MBA', 'CPA', 'MSc', 'PMP'])}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'mr':
      html = h1(`${ar ? 'السيد' : 'Mr.'} ${full}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'spaced':
      html = `<h1 style="letter-spacing:7px">${esc(full.toUpperCase())}</h1><div class="headline" style="letter-spacing:3px">${esc(headline.toUpperCase())}</div>`;
      break;
    case 'fulllabel':
      html = `<table class="kv personal"><tr><th>${ar ? 'الاسم الكامل' : 'Full Name'}</th><td><b>${esc(full)}</b></td></tr><tr><th>${ar ? 'المسمى الوظيفي' : 'Current Position'}</th><td>${esc(headline)}</td></tr></table>`;
      break;
    case 'bigtitle':
      html = `<h1 style="font-size:26pt">${esc(headline)}</h1><div style="font-size:14pt;font-weight:bold">${esc(full)}</div>`;
      break;
    case 'compound':
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'surnamefirst':
      html = `<table class="personal" style="width:60%"><tr><th>Surname(s)</th><td><b>${esc(last.toUpperCase())}</b></td></tr><tr><th>First name(s)</th><td><b>${esc(first)}</b></td></tr></table><div class="headline">${esc(headline)}</div>`;
      break;
    default:
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
  }
  if (mixed && a) {
    const arLine = spec.nameForm === 'bin' ? `${a.first} بن ${a.middle} ${a.last}` : arFull;
    html += `<div dir="rtl" style="font-family:'Noto Naskh Arabic';font-size:15pt">${esc(arLine)}</div>`;
  }
  const both = (en: string | undefined, arv: string | undefined) => (mixed && a ? [en, arv].filter(Boolean) : en);
  const firstLabel =
    mixed && a ? both(n.first, a.first) : spec.nameForm === 'compound' ? ['Maria Cristina', 'Maria'] : first;
  const lastLabel = mixed && a ? both(n.last, a.last) : last;
  if (mixed && a && middleLabel)
    middleLabel =
      spec.nameForm === 'bin' ? [`bin ${n.middle}`, n.middle!, `بن ${a.middle}`, a.middle!] : [n.middle!, a.middle!];
  return { html, banner, first: firstLabel, last: lastLabel, middle: middleLabel };
}

function build(spec: Spec, index: number): { id: string; html: string; label: Label } {
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

// --- main -----------------------------------------------------------------------------------------------------------
const out = new URL('../dev/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? 'chromium' });
const page = await browser.newPage();
for (const [i, spec] of SPECS.entries()) {
  const cv = build(spec, i);
  await page.setContent(cv.html, { waitUntil: 'load' });
  const printed = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  // The print time is the only thing that differs between runs: fix it (same length, so the offsets hold).
  const pdf = Buffer.from(
    printed.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:\d{14}/gu, '/$1 (D:20261101000000'),
    'latin1',
  );
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/gu) ?? []).length;
  cv.label.pages = pages;
  writeFileSync(`${out}${cv.id}.pdf`, pdf);
  writeFileSync(`${out}${cv.id}.json`, JSON.stringify(cv.label, null, 2) + '\n');
}
await browser.close();
console.log(`wrote ${SPECS.length} CVs to modules/ai/eval/wide4/dev`);
