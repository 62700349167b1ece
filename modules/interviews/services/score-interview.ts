import { interviewErrors } from '../errors.ts';
import {
  checkEvidence,
  checkRejection,
  insufficientAnalysis,
  insufficientAnalysisAr,
  type EvidenceCheck,
} from '../interview/evidence.ts';
import { countedTranscript, DEFAULT_MIN_CONFIDENCE, notUnderstood, unclearAnswers } from '../interview/answers.ts';
import type { InterviewCommand } from '../interview/decide.ts';
import { transcriptOf, type InterviewEvent, type Utterance } from '../interview/interview.ts';
import type { InterviewRequest, InterviewsDeps } from './deps.ts';
import type { InterviewStore } from './interview-store.ts';

/**
 * Workflow: scores once; a transcript too thin to judge, or a REJECT with an answer not understood, is recorded
 * as insufficient evidence (the recruiter decides), never invented.
 */
export function scoreInterview(deps: InterviewsDeps, { run, load }: InterviewStore) {
  return async function score(interviewId: string, request: InterviewRequest) {
    const state = await load(interviewId);
    if (!state.exists) throw interviewErrors.notFound();
    if (state.scored) return { interviewId, position: null, state, events: [] as InterviewEvent[] };
    // What counts: corrections in place of what was heard; spoken lines below the threshold never.
    const minConfidence = deps.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
    const transcript = countedTranscript(transcriptOf(state), minConfidence);
    const check = checkEvidence(transcript, unclearAnswers(transcriptOf(state), minConfidence));
    let result: ScoreResult;
    const context = await deps.context(state.applicationId, state.jobId);
    // The assessment is written for the company, in the job's working language, the other language beside it.
    const language = context?.language === 'arabic' ? 'ar' : 'en';
    const insufficient = (why: Extract<EvidenceCheck, { sufficient: false }>): typeof result => {
      const translations = { en: insufficientAnalysis(why.reasons), ar: insufficientAnalysisAr(why.arabicReasons) };
      return {
        aiScore: null,
        aiRecommendation: 'INSUFFICIENT_EVIDENCE',
        analysis: translations[language],
        analysisLanguage: language,
        analysisTranslations: translations,
        breakdown: [],
        evidence: [],
        provenance: null,
        insufficientEvidence: true,
      };
    };
    if (!check.sufficient) result = insufficient(check);
    else {
      if (!context) throw interviewErrors.invalid('The job of this interview is gone.');
      const scored = await deps.score({
        stage: state.stage,
        job: context.job,
        stagePrompt: context.stagePrompts[state.stage] || undefined,
        transcript: transcript.map((u) => ({ speaker: u.speakerType, content: u.text })),
        language,
      });
      const rejection = checkRejection(
        scored.aiRecommendation,
        transcript,
        notUnderstood(transcriptOf(state), minConfidence),
      );
      result = rejection.sufficient ? scoredResult(scored, transcript) : insufficient(rejection);
    }
    return run(interviewId, { type: 'ScoreInterview', result, now: deps.clock() }, request);
  };
}

type ScoreResult = Extract<InterviewCommand, { type: 'ScoreInterview' }>['result'];

/** The engine's assessment as recorded: its evidence only where it quotes what the candidate really said. */
function scoredResult(
  scored: Awaited<ReturnType<InterviewsDeps['score']>>,
  transcript: readonly Utterance[],
): ScoreResult {
  const analysisTranslations = Object.fromEntries(
    Object.entries(scored.translations ?? {}).map(([lang, t]) => [lang, t.aiAnalysis]),
  ) as Partial<Record<'en' | 'ar', string>>;
  const said = transcript.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text.toLowerCase());
  return {
    aiScore: scored.aiScore,
    aiRecommendation: scored.aiRecommendation,
    analysis: scored.aiAnalysis,
    analysisLanguage: scored.language ?? 'en',
    analysisTranslations,
    breakdown: scored.breakdown,
    evidence: scored.evidence.filter((e) => said.some((t) => t.includes(e.quote.toLowerCase().trim()))),
    provenance: scored.provenance,
    insufficientEvidence: false,
  };
}
