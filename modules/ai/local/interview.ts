import type { InterviewScore, ScoreInterviewInput } from '../schemas/interview.ts';
import type { JobContext } from '../schemas/job.ts';
import { requiredSkills } from './requirements.ts';
import { findSkills } from './skills.ts';
import { interviewPartExplanation, interviewReport, type InterviewFacts } from './writing/interview-texts.ts';
import { skillsNamedBy } from './writing/prompt-skills.ts';

const SPECIFIC =
  /\d|for example|for instance|i (built|led|designed|implemented|reduced|increased|managed|delivered|created|improved)|we (built|shipped|launched)|على سبيل المثال|مثلاً|قمت ب|قدت|صممت|طورت|حققت|خفضت|زدت/iu;
const FILLER = /\b(um+|uh+|like|you know|i guess|maybe|not sure|i don't know)\b|لا أعرف|ربما/giu;

type Exchange = { question: string; answer: string };

/**
 * An interviewer's line that asks something: with a question mark, or an instruction to answer ("Let us go deeper on
 * X: describe the hardest problem…"), which has none. A nudge ("Take your time…") asks nothing of its own.
 */
const asks = (line: string) =>
  /[?؟]/u.test(line) ||
  /\b(describe|tell (me|us)|explain|walk (me|us) through|give an example)\b|صف|حدثنا|اشرح|أخبرنا/iu.test(line);

/** Each question the interviewer asked with what the candidate answered before the next one (follow-ups count as questions). */
function exchanges(transcript: ScoreInterviewInput['transcript']): Exchange[] {
  const out: Exchange[] = [];
  for (const e of transcript) {
    if (e.speaker === 'AI_ASSISTANT' && asks(e.content)) out.push({ question: e.content.trim(), answer: '' });
    else if (e.speaker === 'CANDIDATE' && out.length)
      out[out.length - 1]!.answer = `${out.at(-1)!.answer} ${e.content}`.trim();
  }
  return out;
}

/** Per question: how full and concrete the answer was, and which of the job's skills it named. */
function answerFacts(transcript: ScoreInterviewInput['transcript'], skills: string[]): InterviewFacts['exchanges'] {
  return exchanges(transcript).map(({ question, answer }) => {
    const words = answer ? answer.split(/\s+/u).length : 0;
    const specific = SPECIFIC.test(answer);
    const named = [...new Set(findSkills(answer).map((s) => s.name))].filter((s) => skills.includes(s));
    const verdict = !words ? 'no answer' : words < 12 ? 'thin' : specific && words >= 20 ? 'strong' : 'adequate';
    return { question, words, specific, skills: named, verdict } as const;
  });
}

/** Scores the candidate's answers: coverage of the questions, depth, job skills shown, clarity, and the stage prompt's skills. */
export function scoreTranscript(input: ScoreInterviewInput & { job: JobContext }): Omit<InterviewScore, 'provenance'> {
  const asked = input.transcript.filter((e) => e.speaker === 'AI_ASSISTANT' && asks(e.content));
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
  const promptSkills = skillsNamedBy(input.stagePrompt, input.job);
  const parts: InterviewFacts['parts'] = [
    { part: 'coverage', weight: 0.25, score: coverage },
    { part: 'depth', weight: 0.25, score: depth },
    { part: 'skills', weight: 0.3, score: skillScore },
    { part: 'communication', weight: 0.2, score: communication },
  ];
  let prompt: InterviewFacts['prompt'] = null;
  if (promptSkills.length) {
    for (const b of parts) b.weight = Math.round(b.weight * 0.85 * 1000) / 1000;
    const hit = promptSkills.filter((s) => shownNames.has(s)).length;
    parts.push({ part: 'prompt', weight: 0.15, score: Math.round((100 * hit) / promptSkills.length) });
    prompt = { hit, total: promptSkills.length };
  }
  const total = parts.reduce((s, b) => s + b.weight, 0);
  const aiScore = Math.round(parts.reduce((s, b) => s + b.weight * b.score, 0) / total);
  const pass = input.stage === 'FIRST' ? aiScore >= 60 : aiScore >= 70;
  const aiRecommendation = pass ? (input.stage === 'FIRST' ? 'SECOND_INTERVIEW' : 'OFFER') : 'REJECT';
  const evidence = shown.filter((s) => skills.includes(s.name)).map((s) => ({ about: s.name, quote: s.quote }));
  const facts: InterviewFacts = {
    score: aiScore,
    recommendation: aiRecommendation,
    asked: asked.length,
    answers: answers.length,
    substantive,
    specific,
    averageWords: avg,
    fillers,
    skillsShown: skills.filter((s) => shownNames.has(s)).length,
    skillsTotal: skills.length,
    prompt,
    parts,
    evidence,
    missing: skills.filter((s) => !shownNames.has(s)),
    exchanges: asked.length ? answerFacts(input.transcript, skills) : [],
  };
  // Written for the reader (the company's language) and, beside it, in the other language; quotes stay as said.
  const language = input.language ?? 'en';
  const translations = {
    en: { aiAnalysis: interviewReport(facts, 'en') },
    ar: { aiAnalysis: interviewReport(facts, 'ar') },
  };
  const breakdown: InterviewScore['breakdown'] = parts.map((b) => ({
    ...b,
    explanation: interviewPartExplanation(facts, b.part, language),
  }));
  const aiAnalysis = translations[language].aiAnalysis;
  return { aiScore, aiRecommendation, aiAnalysis, breakdown, evidence, language, translations };
}
