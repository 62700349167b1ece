// What sits on or around a CV's name line and is not the name: document titles, job-board export banners,
// badges a board glues to the name, honorifics before it and credentials after it.

export const HONORIFIC =
  /^(?:eng\.?|engr\.?|dr\.?|mr\.?|mrs\.?|ms\.?|miss|prof\.?|sr\.?|sra\.?|lic\.?|ing\.?|م\.|د\.|أ\.|المهندس|المهندسة|الدكتور|الدكتورة|الأستاذ|الأستاذة|السيد|السيدة)\s+/iu;

// Banners and document titles that sit where a name would: "Curriculum Vitae", "Featured Resume".
export const BANNER =
  /(?<![\p{L}])(?:(?:featured|premium|verified|top|gold|silver|platinum|pro|recommended|preferred|urgent|priority|new)\s+(?:resume|cv|candidate|profile|member|talent|applicant|job\s*seeker)|updated\s+resume|resume\s+of|curriculum\s+vitae|curriculum|currículum(?:\s+vitae)?|hoja\s+de\s+vida|résumé|resume|cv|bio[\s-]*data|personal\s+profile|profile|open\s+to\s+work|actively\s+(?:looking|seeking|applying)|immediate(?:ly)?\s+(?:joiner|available)|available\s+immediately|ready\s+to\s+work|السيرة\s+الذاتية|السيره\s+الذاتيه|سيرة\s+ذاتية(?:\s+مميزة)?|سيره\s+ذاتيه|الاسم|(?:مرشح|مرشحة|عضو|عضوية|ملف)\s+(?:مميز|مميزة|ذهبي|ذهبية|فضي|موثق|موثقة|بلاتيني)|متاح(?:ة)?\s+للعمل(?:\s+فورا|\s+فوراً)?)(?![\p{L}])/giu;

// A job board's export line: "<Board> | Candidate Profile", "Exported from <board> on <date>", "Resume ID: 123".
const EXPORT =
  /\b(?:exported|downloaded|printed|generated|retrieved|sourced|viewed)\s+(?:from|by|via|on|at|with)\b|\bcandidate\s+(?:profile|summary|report|id)\b|\bapplicant\s+(?:resume|profile|summary|cv|id)\b|\b(?:resume|cv|profile|candidate)\s*(?:id|#|no\.?|number)\b|\b(?:cv|resume|talent)\s+search\b|\bjob\s*seeker\s+profile\b|(?:^|\s)[\w-]+\.(?:com|net|org|ae|sa|qa|kw|jo|eg|me|io)\b|تم\s+(?:التصدير|التحميل|التنزيل)|الملف\s+الشخصي\s+للمرشح|ملف\s+المرشح|رقم\s+السيرة|سيرة\s+ذاتية\s+من/iu;

/** True for a line a job board prints above or below the CV: nothing on it is the candidate's name. */
export const isExportLine = (line: string) => EXPORT.test(line);

// Letters after a name: "Sarah Reyes, CPA", "Omar Haddad (P.Eng.)", "Lina Nassar, MBA, PMP".
const CREDENTIAL = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})[\p{L}.]{2,9}$/u;

export function withoutCredentials(line: string): string {
  let out = line.trim().replace(/\s*,\s*(?:jr|sr|ii|iii)\.?$/iu, '');
  for (;;) {
    const m = /(?:\s*,\s*|\s+\(\s*)([\p{L}.]+)\)?\s*$/u.exec(out);
    if (!m || !CREDENTIAL.test(m[1]!) || /\p{Ll}{4}/u.test(m[1]!)) break;
    const rest = out.slice(0, m.index).trim();
    // "SMITH, JOHN" is a name turned round: what is left must still be a full name.
    if (rest.split(/\s+/u).length < 2) break;
    out = rest;
  }
  return out;
}

// Words of an organisation or a job board, never of a person's name.
export const ORGANISATION_WORDS = [
  'jobs',
  'careers',
  'career',
  'talent',
  'talents',
  'recruit',
  'recruitment',
  'recruiting',
  'recruiters',
  'hiring',
  'portal',
  'hub',
  'hr',
  'staffing',
  'manpower',
  'solutions',
  'services',
  'consulting',
  'consultants',
  'network',
  'online',
  'وظائف',
  'الوظائف',
  'للوظائف',
  'توظيف',
  'للتوظيف',
  'التوظيف',
  'منصة',
  'بوابة',
  'المرشح',
  'مرشح',
];

/** A brand written as one word with a capital inside after a longer stem ("DesertLink"); "McAllister" is not one. */
export const isBrandWord = (w: string) =>
  /^\p{Lu}\p{Ll}{3,}\p{Lu}\p{Ll}/u.test(w) && !/^(?:Mac|Mc|Fitz|Van|De|Di|Le|La|O')/u.test(w);
