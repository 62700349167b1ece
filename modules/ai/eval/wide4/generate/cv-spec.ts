type Lang = 'en' | 'ar' | 'mixed';
export type Layout =
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
export type DateForm =
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
export type DatePlace = 'right' | 'below' | 'before' | 'inline';
export type Spec = {
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

export const AS_OF = { year: 2026, month: 10 };
