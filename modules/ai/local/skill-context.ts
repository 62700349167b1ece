// When a skill's name in a CV does not mean the candidate has the skill: it is part of an organisation's
// or a client's name ("Express Logistics LLC", "Spring Sports Academy"), of an e-mail or web address, or
// of something the candidate only plans to learn. Each rule looks at the match's own line or sentence.

const ORG_SUFFIX = new Set(
  'llc l.l.c ltd ltd. limited inc inc. corp corp. corporation co co. company group holding holdings academy bank university college school institute hospital clinic foundation association club federation agency authority ministry fze fzco fz-llc wll w.l.l spc pjsc psc gmbh s.a. plc trading enterprises est est. establishment partners consultants consultancy services works solutions industries technologies contracting restaurant restaurants cafe café hotel hotels pharmacy pharmacies house resort mall store stores supermarket hypermarket factory studio studios'.split(
    ' ',
  ),
);
const ORG_ARABIC =
  /(?:^|\s)(?:شركة|شركه|مؤسسة|مؤسسه|مجموعة|مجموعه|مصنع|مستشفى|جامعة|جامعه|أكاديمية|اكاديمية|بنك|مصرف|معهد|نادي|وزارة|هيئة)\s+(?:\S+\s+){0,2}$/u;
const CLIENT = /\b(?:clients?|customers?|accounts)\b\s*(?:include[ds]?\b|such as\b|like\b|[:–—-])/iu;
const PLAN =
  /\b(?:plan(?:s|ning|ned)?|want(?:s|ing)?|wish(?:es|ing)?|hop(?:e|es|ing)|aim(?:s|ing)?|intend(?:s|ing)?|eager|keen|would like|looking forward|interested in|goal is|next step is)\b[^.;!?\n]{0,24}?\b(?:learn(?:ing)?|study(?:ing)?|pick(?:ing)? up|explore|master(?:ing)?|get into)\b|\b(?:currently|now)\s+learning\b|\blearning goals?\b|\bno (?:prior |previous )?(?:experience|knowledge) (?:with|in|of)\b|\bnot (?:yet )?familiar with\b|\bunfamiliar with\b|(?:أخطط|اخطط|أرغب|ارغب|أطمح|اطمح|أسعى|اسعى|أنوي|انوي|أود|اود)\s+(?:في\s+|إلى\s+|الى\s+|ل)?(?:تعلم|دراسة)|لا\s+(?:توجد\s+)?(?:لدي\s+)?خبرة/iu;
// A field of study on a degree's line is not claimed as a skill ("BSc Computer Science").
const EDUCATION =
  /\b(?:b\.?\s?sc|m\.?\s?sc|b\.a|m\.a|b\.?\s?eng|m\.?\s?eng|b\.e|m\.e|b\.?\s?com|m\.?\s?com|b\.?\s?tech|m\.?\s?tech|ll\.?\s?[bm]|bba|mba|bachelor'?s?|master'?s?|ph\.?\s?d|diploma|degree|major|minor|university|college|faculty|school of|coursework|gpa)\b|بكالوريوس|ماجستير|دكتوراه|دبلوم|كلية|جامعة|تخصص/iu;
// A field named in a job title ("DevOps Engineer") says what the role was, not a skill the CV shows.
const ROLE_AFTER =
  /^[ \t]*(?:engineer|developer|manager|specialist|consultant|officer|analyst|assistant|lead|architect|teacher|instructor|coordinator|supervisor|technician|administrator|executive|director|intern|nurse|accountant|auditor|designer|scientist|head|team|generalist|representative|rep|counsel|clerk|agent|advisor|adviser|associate|planner)s?\b/iu;
// An Arabic job title names its field after the role ("موظف مبيعات", "مشرف طاقم الضيافة").
const ROLE_BEFORE_AR =
  /(?:^|\s)(?:موظف|موظفة|مدير|مديرة|مشرف|مشرفة|أخصائي|اخصائي|أخصائية|مهندس|مهندسة|منسق|منسقة|رئيس|رئيسة|ممثل|مندوب|مندوبة|فني|ضابط|تنفيذي|تنفيذية|محلل|محللة|مستشار|مستشارة)(?:\s+(?:أول|اول|طاقم|قسم))?\s*$/u;
const HOBBIES =
  /^\s*(?:hobbies|interests|hobbies\s*(?:and|&)\s*interests|personal interests|الهوايات|هوايات|الاهتمامات)\b/iu;

/** E-mail addresses and web links: a skill word inside them ("@express-logistics.com") is not claimed. */
export function excludedSpans(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(
    /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}|\b(?:https?:\/\/|www\.)\S{1,200}|\b[\w-]{1,63}\.(?:com|net|org|io|ae|sa|qa|kw|om|bh|jo|eg|lb)(?:\/\S{0,200})?\b/giu,
  ))
    out.push([m.index, m.index + m[0].length]);
  return out;
}

const capitalised = (w: string) => /^\p{Lu}/u.test(w);
const bare = (w: string) => w.toLowerCase().replace(/[,;:()]+$/u, '');

/** The match's line (or table cell), at most 300 characters either side: a longer "line" is no layout to read. */
function lineAround(text: string, s: number, e: number): { line: string; start: number } {
  const from = Math.max(0, s - 300);
  const to = Math.min(text.length, e + 300);
  const start = Math.max(from, text.lastIndexOf('\n', s - 1) + 1, text.lastIndexOf('\t', s - 1) + 1);
  const window = text.slice(e, to);
  const stops = [window.indexOf('\n'), window.indexOf('\t')].filter((i) => i >= 0);
  return { line: text.slice(start, stops.length ? e + Math.min(...stops) : to), start };
}

/** Part of an organisation's name: a run of capitalised words ending in a legal or institutional word, or after "at". */
function inOrganisation(line: string, s: number, e: number): boolean {
  const match = line.slice(s, e);
  if (!capitalised(match)) return ORG_ARABIC.test(line.slice(0, s));
  const after = line.slice(e).split(/\s+/u).filter(Boolean);
  const own = match.split(/\s+/u);
  const prev = line.slice(0, s).trimEnd().split(/\s+/u).pop() ?? '';
  // The match ends a name itself ("Life Pharmacy, Chennai"): a capitalised word before it and an institutional last word.
  if (ORG_SUFFIX.has(bare(own[own.length - 1]!)) && capitalised(prev) && !/[,;:.]$/u.test(prev)) return true;
  for (const w of after.slice(0, 5)) {
    if (ORG_SUFFIX.has(bare(w)) || ORG_SUFFIX.has(w.toLowerCase())) return true;
    if (!(capitalised(w) || w === '&' || w === 'of' || w === 'and') || /[,;:]$/u.test(w)) break;
  }
  const before = line.slice(0, s).split(/\s+/u).filter(Boolean);
  let run = 0;
  let k = before.length - 1;
  while (k >= 0 && (capitalised(before[k]!) || before[k] === '&') && !/[,;:]$/u.test(before[k]!)) {
    run++;
    k--;
  }
  const lead = k >= 0 ? before[k]!.toLowerCase() : '';
  let tail = 0;
  for (const w of after) {
    if (!capitalised(w) || /^[,;:]/u.test(w)) break;
    tail++;
    if (/[,;:]$/u.test(w)) break;
  }
  return (lead === 'at' || lead === '@') && run + tail > 0;
}

/** True when the words around a match say the candidate does not hold the skill. */
export function rejectedByContext(
  text: string,
  s: number,
  e: number,
  skill: { core: boolean; tool: boolean },
): boolean {
  const { line, start } = lineAround(text, s, e);
  const ls = s - start;
  const le = e - start;
  const head = line.slice(0, ls);
  if (inOrganisation(line, ls, le)) return true;
  if (CLIENT.test(head) && capitalised(line.slice(ls, le))) return true;
  const sentence = head.slice(Math.max(head.lastIndexOf('.'), head.lastIndexOf(';'), head.lastIndexOf('!')) + 1);
  if (PLAN.test(sentence)) return true;
  // A job title names the occupation's own skill ("HR Generalist": Human Resources), but an ESCO field in a title
  // ("DevOps Engineer") is only what the role was called.
  if (!skill.core && !skill.tool && (ROLE_AFTER.test(line.slice(le)) || ROLE_BEFORE_AR.test(head))) return true;
  if (EDUCATION.test(line)) return true;
  if (!skill.core && inHobbies(text, start, line)) return true;
  return false;
}

function inHobbies(text: string, lineStart: number, line: string): boolean {
  if (HOBBIES.test(line)) return true;
  // The nearest heading-like line above (short, no sentence punctuation).
  let end = lineStart - 1;
  for (let n = 0; n < 12 && end > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const prev = text.slice(start, end).trim();
    if (HOBBIES.test(prev) && prev.length < 40) return true;
    if (prev && prev.length < 30 && /^[\p{Lu}\p{Script=Arabic}][^.,]*:?$/u.test(prev) && prev === prev.toUpperCase())
      return false;
    end = start - 1;
  }
  return false;
}
