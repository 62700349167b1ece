import { findSkills } from '../skills.ts';

// What an interview question asks about, so that two questions worded differently ("Why us?", "Why do you
// want to join us?", «لماذا ترغب في الانضمام إلينا؟») count as one. Topics a recruiter asks in every interview
// are named by patterns in both languages; a question about a skill is about that skill.
const TOPICS: Array<[string, RegExp]> = [
  [
    'motivation',
    /\bwhy (do you want|are you (interested|applying)|this (role|job|company|position)|us\b|our company|join|work (for|with|at) us)|\bwhy us\b|what (draws|attracts|brings) you|motivat|interested in (this|the|our) (role|job|position|company)|\bjoin us\b|لماذا (ترغب|تريد|تود|تقدمت|اخترت|نحن)|لماذا هذه (الوظيفة|الشركة)|ما الذي (يجذبك|يدفعك)|دوافعك|دافعك|الانضمام إلينا|العمل معنا/iu,
  ],
  [
    'background',
    /tell (me|us) about yourself|walk (me|us) through your (background|career|cv|experience)|introduce yourself|your background|حدثنا عن (نفسك|خلفيتك)|عرّ?ف(نا)? بنفسك|خلفيتك المهنية/iu,
  ],
  [
    'availability',
    /notice period|when (could|can|would) you (start|join)|availability|available to start|start date|joining date|فترة الإشعار|متى يمكنك (البدء|الالتحاق|المباشرة)|موعد (التفرغ|البدء|المباشرة|الالتحاق)/iu,
  ],
  ['salary', /salary|compensation|pay expectations?|expected pay|الراتب|راتبك|الأجر المتوقع/iu],
  [
    'relocation',
    /relocat|move to (a new|another|the) (city|country)|willing to (move|travel)|الانتقال|الإقامة في|السفر للعمل/iu,
  ],
  [
    'questions',
    /questions (do you have )?for us|do you have any questions|anything (you would like|you'd like) to ask|أسئلة (لنا|لديك)|هل لديك (أي )?أسئلة|ما الأسئلة التي لديك/iu,
  ],
  ['conflict', /disagree|conflict|difficult (colleague|manager|customer)|اختلفت|خلاف|نزاع/iu],
  ['leadership', /\bled (a|the|your) team|lead(ing)? others|through a difficult change|قدت فريق|قيادة فريق/iu],
  ['strengths', /(greatest|biggest|main) (strength|weakness)|strengths and weaknesses|نقاط (قوتك|ضعفك)/iu],
  ['goals', /where do you see yourself|(five|5) years from now|career goals|أين ترى نفسك|أهدافك المهنية/iu],
];

/** The topics a question asks about ("availability", "skill:Docker", …); the job's title names no skill topic. */
export function topicsOf(question: string, title?: string): Set<string> {
  const out = new Set<string>();
  for (const [topic, re] of TOPICS) if (re.test(question)) out.add(topic);
  const rest = title ? question.split(title).join(' ') : question;
  for (const s of findSkills(rest)) out.add(`skill:${s.name}`);
  return out;
}

const STOP = new Set(
  'a an the and or of to in on for with as at by from do does did you your we our us is are was be been have has had what how why when which who would could can will tell me about describe please this that it any there ما ماذا كيف لماذا متى هل في من على إلى عن مع أن او أو و لك لنا لدينا لديك هذه هذا التي الذي كان'.split(
    ' ',
  ),
);

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLocaleLowerCase('en')
      .replace(/[\u064b-\u065f\u0670]/gu, '')
      .split(/[^\p{L}\p{N}+#.]+/u)
      .map((w) => w.replace(/^(ال|وال|بال|لل|و)(?=\p{L}{3})/u, '').replace(/(ing|ed|s)$/u, ''))
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );
}

/** Whether question `b` asks nothing that `a` does not already ask: all its topics covered, or nearly the same words. */
export function coveredBy(b: string, a: string | Set<string>, aText?: string, title?: string): boolean {
  const tb = topicsOf(b, title);
  const ta = typeof a === 'string' ? topicsOf(a, title) : a;
  // A question with a known topic is a repeat exactly when its topics are asked already; wording decides the rest.
  if (tb.size) return [...tb].every((t) => ta.has(t));
  const text = typeof a === 'string' ? a : aText;
  if (!text) return false;
  const wa = contentWords(text);
  const wb = contentWords(b);
  if (!wa.size || !wb.size) return false;
  const shared = [...wb].filter((w) => wa.has(w)).length;
  return shared / new Set([...wa, ...wb]).size >= 0.6;
}
