import type { InterviewQuestion, InterviewQuestionsInput } from '../../schemas/interview.ts';
import { InterviewQuestionsInput as QuestionsSchema } from '../../schemas/interview.ts';
import { languageOf, type TextLanguage } from '../../schemas/language.ts';
import { requiredSkills } from '../requirements.ts';
import { skillsNamedBy } from './prompt-skills.ts';
import { roleFor, skillInSentence } from './catalog.ts';
import { coveredBy, topicsOf } from './meaning.ts';
import { article, displayTitle } from './titles.ts';

const T = {
  en: {
    opening: [
      (t: string) =>
        `Thank you for joining. Could you walk me through your background and what draws you to the ${t} role?`,
      () => 'Thank you for joining. Could you walk me through your background and your most relevant experience?',
    ],
    motivation: (t: string) =>
      `Why do you want to work as ${article(t)} ${t} with us, and what are you looking for in your next role?`,
    skill: (s: string) =>
      `Tell me about a recent piece of work where you used ${s}. What did you do and what was the result?`,
    deep: (s: string) =>
      `Let us go deeper on ${s}: describe the hardest problem you solved with it and the trade-offs you made.`,
    gap: (s: string) => `The role needs ${s}. What experience do you have with it, or how would you get up to speed?`,
    duty: (d: string) =>
      `In this role you would ${d.replace(/\.$/u, '').replace(/^./u, (c) => c.toLowerCase())}. How would you approach that in your first months?`,
    behavioural: 'Describe a time you disagreed with a colleague or manager. How did you handle it and what happened?',
    lead: 'Tell me about a time you led others through a difficult change. What did you do?',
    closing: [
      'What questions do you have for us, and when could you start?',
      'What questions do you have for us?',
      'When could you start?',
      'Is there anything else you would like us to know before we finish?',
    ],
  },
  ar: {
    opening: [
      (t: string) => `شكراً لانضمامك. حدثنا عن خلفيتك المهنية وما الذي يجذبك إلى وظيفة ${t}؟`,
      () => 'شكراً لانضمامك. حدثنا عن خلفيتك المهنية وأقرب خبراتك إلى هذه الوظيفة؟',
    ],
    motivation: (t: string) => `لماذا ترغب في العمل بوظيفة ${t} معنا، وما الذي تبحث عنه في وظيفتك القادمة؟`,
    skill: (s: string) => `حدثنا عن عمل حديث استخدمت فيه ${s}. ماذا فعلت وما النتيجة؟`,
    deep: (s: string) => `لنتعمق في ${s}: صف أصعب مشكلة حللتها في هذا المجال والخيارات التي وازنت بينها.`,
    gap: (s: string) => `تتطلب الوظيفة ${s}. ما خبرتك في ذلك، أو كيف ستتعلمه بسرعة؟`,
    duty: (d: string) => `من مهام هذه الوظيفة: ${d.replace(/\.$/u, '')}. كيف ستتعامل مع ذلك في أشهرك الأولى؟`,
    behavioural: 'صف موقفاً اختلفت فيه مع زميل أو مدير. كيف تعاملت معه وماذا كانت النتيجة؟',
    lead: 'حدثنا عن موقف قدت فيه فريقاً خلال تغيير صعب. ماذا فعلت؟',
    closing: [
      'ما الأسئلة التي لديك لنا، ومتى يمكنك البدء؟',
      'ما الأسئلة التي لديك لنا؟',
      'متى يمكنك البدء؟',
      'هل هناك ما تود إضافته قبل أن نختم؟',
    ],
  },
};

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\n|;|؛/u)
    .map((s) => s.replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '').trim())
    .filter((s) => s.length > 3);

/**
 * Questions for one interview stage in the interview language: from the job's skills and duties, the stage prompt
 * and the employer's own questions. Every one of the employer's questions is asked once; a generated question
 * whose meaning they already ask is left out (their "Why us?" and a generated "Why do you want to join us?"
 * never both), and the closing asks only what is left to ask.
 */
export function composeQuestions(raw: InterviewQuestionsInput): {
  questions: InterviewQuestion[];
  language: TextLanguage;
} {
  const input = QuestionsSchema.parse(raw);
  const language = languageOf(input.job.interviewLanguage);
  const t = T[language];
  const title = displayTitle(input.job.title, roleFor(input.job.title, input.job.department), language).text;
  const name = (s: string) => skillInSentence(s, language);
  const skills = requiredSkills(input.job);
  const promptSkills = skillsNamedBy(input.stagePrompt, input.job);
  const focus = [...new Set([...promptSkills, ...skills])];
  const missing = input.candidate?.missingSkills ?? [];
  const promptQuestions = (input.stagePrompt ?? '')
    .split(/\n|(?<=[?؟])\s+/u)
    .map((s) => s.replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '').trim())
    .filter((s) => /[?؟]$/u.test(s));

  // The employer's own questions, each once (one that asks nothing an earlier one does not is a repeat).
  const custom: InterviewQuestion[] = [];
  for (const text of [...promptQuestions, ...lines(input.extraQuestions)])
    if (!custom.some((c) => coveredBy(text, c.text) && coveredBy(c.text, text)))
      custom.push({ text, kind: 'custom', skill: null });
  const asked = new Set(custom.flatMap((c) => [...topicsOf(c.text, title)]));
  const repeats = (text: string) =>
    coveredBy(text, asked, undefined, title) || custom.some((c) => coveredBy(text, c.text, undefined, title));

  const q: InterviewQuestion[] = [];
  const senior = /senior|lead|executive|manager|head|مدير|رئيس/iu.test(
    `${input.job.jobLevel ?? ''} ${input.job.title}`,
  );
  if (input.stage === 'FIRST') {
    // The opening leaves motivation to the employer's question when there is one.
    q.push({ text: (asked.has('motivation') ? t.opening[1]! : t.opening[0]!)(title), kind: 'opening', skill: null });
    q.push({ text: t.motivation(title), kind: 'motivation', skill: null });
    for (const s of focus.filter((s) => !missing.includes(s)).slice(0, 3))
      q.push({ text: t.skill(name(s)), kind: 'technical', skill: s });
    for (const s of missing.slice(0, 2)) q.push({ text: t.gap(name(s)), kind: 'technical', skill: s });
    q.push({ text: t.behavioural, kind: 'behavioural', skill: null });
  } else {
    for (const s of focus.slice(0, 3)) q.push({ text: t.deep(name(s)), kind: 'technical', skill: s });
    for (const d of lines(input.job.responsibilities).slice(0, 2))
      q.push({ text: t.duty(d), kind: 'situational', skill: null });
    for (const s of missing.slice(0, 1)) q.push({ text: t.gap(name(s)), kind: 'technical', skill: s });
    q.push({ text: senior ? t.lead : t.behavioural, kind: 'behavioural', skill: null });
  }
  const generated = q.filter((x) => !repeats(x.text) && !(x.skill && asked.has(`skill:${x.skill}`)));

  // An employer's question that closes an interview closes this one; otherwise the closing asks what is left.
  const ownClosing = custom.findIndex((c) => topicsOf(c.text).has('questions'));
  let closing: InterviewQuestion;
  if (ownClosing >= 0) closing = { ...custom.splice(ownClosing, 1)[0]!, kind: 'closing' };
  else {
    const fresh = t.closing.find((c) => ![...topicsOf(c)].some((topic) => asked.has(topic)));
    closing = { text: fresh ?? t.closing.at(-1)!, kind: 'closing', skill: null };
  }
  const room = Math.max(custom.length ? 0 : 1, input.count - 1 - custom.length);
  return { questions: [...generated.slice(0, room), ...custom, closing], language };
}
