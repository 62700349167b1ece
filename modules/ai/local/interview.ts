import type {
  InterviewQuestion,
  InterviewQuestionsInput,
  InterviewScore,
  ScoreInterviewInput,
} from '../schemas/interview.ts';
import type { JobContext } from '../schemas/job.ts';
import { InterviewQuestionsInput as QuestionsSchema } from '../schemas/interview.ts';
import { requiredSkills } from './requirements.ts';
import { findSkills } from './skills.ts';

type Lang = 'en' | 'ar';
const T = {
  en: {
    opening: (t: string) =>
      `Thank you for joining. Could you walk me through your background and what draws you to the ${t} role?`,
    motivation: (t: string) =>
      `Why do you want to work as a ${t} with us, and what are you looking for in your next role?`,
    skill: (s: string) =>
      `Tell me about a recent piece of work where you used ${s}. What did you do and what was the result?`,
    deep: (s: string) =>
      `Let us go deeper on ${s}: describe the hardest problem you solved with it and the trade-offs you made.`,
    gap: (s: string) => `The role needs ${s}. What experience do you have with it, or how would you get up to speed?`,
    duty: (d: string) =>
      `In this role you would ${d.replace(/\.$/u, '').toLowerCase()}. How would you approach that in your first months?`,
    behavioural: 'Describe a time you disagreed with a colleague or manager. How did you handle it and what happened?',
    lead: 'Tell me about a time you led others through a difficult change. What did you do?',
    closing: 'What questions do you have for us, and when could you start?',
  },
  ar: {
    opening: (t: string) => `شكراً لانضمامك. حدثنا عن خلفيتك المهنية وما الذي يجذبك إلى وظيفة ${t}؟`,
    motivation: (t: string) => `لماذا ترغب في العمل بوظيفة ${t} معنا، وما الذي تبحث عنه في وظيفتك القادمة؟`,
    skill: (s: string) => `حدثنا عن عمل حديث استخدمت فيه ${s}. ماذا فعلت وما النتيجة؟`,
    deep: (s: string) => `لنتعمق في ${s}: صف أصعب مشكلة حللتها باستخدامها والخيارات التي وازنت بينها.`,
    gap: (s: string) => `تتطلب الوظيفة ${s}. ما خبرتك بها، أو كيف ستتعلمها بسرعة؟`,
    duty: (d: string) => `في هذه الوظيفة ستقوم بـ: ${d.replace(/\.$/u, '')}. كيف ستتعامل مع ذلك في أشهرك الأولى؟`,
    behavioural: 'صف موقفاً اختلفت فيه مع زميل أو مدير. كيف تعاملت معه وماذا كانت النتيجة؟',
    lead: 'حدثنا عن موقف قدت فيه فريقاً خلال تغيير صعب. ماذا فعلت؟',
    closing: 'ما الأسئلة التي لديك لنا، ومتى يمكنك البدء؟',
  },
};

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\n|;/u)
    .map((s) => s.replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '').trim())
    .filter((s) => s.length > 3);

/** Questions for one interview stage, built from the job's skills and duties, the stage prompt and the recruiter's own questions. */
export function interviewQuestions(raw: InterviewQuestionsInput): InterviewQuestion[] {
  const input = QuestionsSchema.parse(raw);
  const lang: Lang = input.job.interviewLanguage === 'arabic' ? 'ar' : 'en';
  const t = T[lang];
  const skills = requiredSkills(input.job);
  const promptSkills = input.stagePrompt ? findSkills(input.stagePrompt).map((s) => s.name) : [];
  const focus = [...new Set([...promptSkills, ...skills])];
  const missing = input.candidate?.missingSkills ?? [];
  const promptQuestions = (input.stagePrompt ?? '')
    .split(/\n|(?<=\?)\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.endsWith('?') || s.endsWith('؟'));
  const q: InterviewQuestion[] = [];
  const senior = /senior|lead|executive|manager|head|مدير|رئيس/iu.test(
    `${input.job.jobLevel ?? ''} ${input.job.title}`,
  );
  if (input.stage === 'FIRST') {
    q.push({ text: t.opening(input.job.title), kind: 'opening', skill: null });
    q.push({ text: t.motivation(input.job.title), kind: 'motivation', skill: null });
    for (const s of focus.filter((s) => !missing.includes(s)).slice(0, 3))
      q.push({ text: t.skill(s), kind: 'technical', skill: s });
    for (const s of missing.slice(0, 2)) q.push({ text: t.gap(s), kind: 'technical', skill: s });
    q.push({ text: t.behavioural, kind: 'behavioural', skill: null });
  } else {
    for (const s of focus.slice(0, 3)) q.push({ text: t.deep(s), kind: 'technical', skill: s });
    for (const d of lines(input.job.responsibilities).slice(0, 2))
      q.push({ text: t.duty(d), kind: 'situational', skill: null });
    for (const s of missing.slice(0, 1)) q.push({ text: t.gap(s), kind: 'technical', skill: s });
    q.push({ text: senior ? t.lead : t.behavioural, kind: 'behavioural', skill: null });
  }
  const closing: InterviewQuestion = { text: t.closing, kind: 'closing', skill: null };
  // The job's own questions are all asked, each once; generated ones make room for them.
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const seen = new Set([key(closing.text)]);
  const custom: InterviewQuestion[] = [];
  for (const text of [...promptQuestions, ...lines(input.extraQuestions)]) {
    if (seen.has(key(text))) continue;
    seen.add(key(text));
    custom.push({ text, kind: 'custom', skill: null });
  }
  const generated = q.filter((x) => !seen.has(key(x.text)) && (seen.add(key(x.text)), true));
  const room = Math.max(custom.length ? 0 : 1, input.count - 1 - custom.length);
  return [...generated.slice(0, room), ...custom, closing];
}

const SPECIFIC =
  /\d|for example|for instance|i (built|led|designed|implemented|reduced|increased|managed|delivered|created|improved)|we (built|shipped|launched)|على سبيل المثال|مثلاً|قمت ب|قدت|صممت|طورت|حققت|خفضت|زدت/iu;
const FILLER = /\b(um+|uh+|like|you know|i guess|maybe|not sure|i don't know)\b|لا أعرف|ربما/giu;

/** Scores the candidate's answers: coverage of the questions, depth, job skills shown, clarity, and the stage prompt's skills. */
export function scoreTranscript(input: ScoreInterviewInput & { job: JobContext }): Omit<InterviewScore, 'provenance'> {
  const asked = input.transcript.filter((e) => e.speaker === 'AI_ASSISTANT' && /[?؟]/u.test(e.content));
  const answers = input.transcript.filter((e) => e.speaker === 'CANDIDATE' && e.content.trim());
  const words = answers.map((a) => a.content.trim().split(/\s+/u).length);
  const substantive = words.filter((w) => w >= 12).length;
  const coverage = asked.length
    ? Math.min(100, Math.round((100 * substantive) / asked.length))
    : answers.length
      ? 50
      : 0;
  const specific = answers.filter((a) => SPECIFIC.test(a.content)).length;
  const avg = words.length ? words.reduce((a, b) => a + b, 0) / words.length : 0;
  const depth = answers.length
    ? Math.round(Math.min(100, (Math.min(avg, 60) / 60) * 60 + (40 * specific) / answers.length))
    : 0;
  const all = answers.map((a) => a.content).join('\n');
  const skills = requiredSkills(input.job);
  const shown = findSkills(all);
  const shownNames = new Set(shown.map((s) => s.name));
  const skillScore = skills.length
    ? Math.round((100 * skills.filter((s) => shownNames.has(s)).length) / skills.length)
    : answers.length
      ? 50
      : 0;
  const fillers = (all.match(FILLER) ?? []).length;
  const communication = answers.length
    ? Math.max(
        0,
        Math.min(
          100,
          Math.round(
            100 -
              ((fillers * 100) /
                Math.max(
                  1,
                  words.reduce((a, b) => a + b, 0),
                )) *
                8 -
              (avg < 8 ? 30 : 0),
          ),
        ),
      )
    : 0;
  const promptSkills = input.stagePrompt ? findSkills(input.stagePrompt).map((s) => s.name) : [];
  const breakdown: InterviewScore['breakdown'] = [
    {
      part: 'coverage',
      weight: 0.25,
      score: coverage,
      explanation: `${substantive} substantive answers to ${asked.length} questions`,
    },
    {
      part: 'depth',
      weight: 0.25,
      score: depth,
      explanation: `${specific} of ${answers.length} answers give concrete examples or figures`,
    },
    {
      part: 'skills',
      weight: 0.3,
      score: skillScore,
      explanation: `${skills.filter((s) => shownNames.has(s)).length} of ${skills.length} job skills discussed`,
    },
    {
      part: 'communication',
      weight: 0.2,
      score: communication,
      explanation: `${Math.round(avg)} words per answer on average, ${fillers} filler words`,
    },
  ];
  if (promptSkills.length) {
    for (const b of breakdown) b.weight = Math.round(b.weight * 0.85 * 1000) / 1000;
    const hit = promptSkills.filter((s) => shownNames.has(s)).length;
    breakdown.push({
      part: 'prompt',
      weight: 0.15,
      score: Math.round((100 * hit) / promptSkills.length),
      explanation: `${hit} of ${promptSkills.length} skills named by the stage prompt discussed`,
    });
  }
  const total = breakdown.reduce((s, b) => s + b.weight, 0);
  const aiScore = Math.round(breakdown.reduce((s, b) => s + b.weight * b.score, 0) / total);
  const pass = input.stage === 'FIRST' ? aiScore >= 60 : aiScore >= 70;
  const aiRecommendation = pass ? (input.stage === 'FIRST' ? 'SECOND_INTERVIEW' : 'OFFER') : 'REJECT';
  const evidence = shown.filter((s) => skills.includes(s.name)).map((s) => ({ about: s.name, quote: s.quote }));
  const missing = skills.filter((s) => !shownNames.has(s));
  const aiAnalysis = [
    '### Interview Assessment',
    `**Score: ${aiScore}/100**, recommendation **${aiRecommendation.replace('_', ' ')}**.`,
    '',
    '### Breakdown',
    ...breakdown.map((b) => `- **${b.part}** (${Math.round(b.weight * 100)}%): ${b.score}/100, ${b.explanation}`),
    '',
    '### Evidence',
    ...(evidence.length
      ? evidence.slice(0, 8).map((e) => `- **${e.about}**: "${e.quote}"`)
      : ['- insufficient evidence: the candidate named none of the job skills']),
    ...(missing.length ? ['', '### Not Discussed', ...missing.map((s) => `- ${s}: insufficient evidence`)] : []),
  ].join('\n');
  return { aiScore, aiRecommendation, aiAnalysis, breakdown, evidence };
}
