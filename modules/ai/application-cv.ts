import { aiJobOf, type JobForAi } from './job-input.ts';
import { cvSummaryAndLocation } from './local/extras.ts';
import type { AiEngine } from './port.ts';

/** A job as the CV analysis reads it: its text and the company's CV-analysis prompt (the jobs read model's row). */
export type JobForCvAnalysis = JobForAi & { aiCvAnalysisPrompt: string | null };

/**
 * The AI engine as the applications module's CV ports (`readCv`, `analyzeCv`), typed by what they answer so that
 * the applications module needs no AI code. `jobForAnalysis` looks the job up (null when it is gone).
 */
export function applicationCvReading(
  ai: AiEngine,
  jobForAnalysis: (jobId: string) => Promise<JobForCvAnalysis | null>,
) {
  return {
    readCv: async (pdf: Uint8Array) => {
      const read = await ai.readCv({ pdf });
      // The structured profile has no summary or location; the profile fill takes them from the text.
      if (read.status !== 'read') return read;
      return { ...read, profile: { ...read.profile, ...cvSummaryAndLocation(read.document.text) } };
    },
    analyzeCv: async (pdf: Uint8Array, jobId: string) => {
      const read = await ai.readCv({ pdf });
      if (read.status === 'failed')
        return { status: 'failed' as const, error: read.error, provenance: read.provenance };
      const job = await jobForAnalysis(jobId);
      if (!job)
        return {
          status: 'failed' as const,
          error: { code: 'JOB.NOT_FOUND', message: 'The job is gone.' },
          provenance: null,
        };
      // Written for the company in the job's working language (its interview language); the other language is
      // stored with it as a translation, so each recruiter reads it in the language of their page.
      const { provenance, ...results } = await ai.analyzeCv({
        cv: { document: read.document, profile: read.profile },
        job: aiJobOf(job),
        prompt: job.aiCvAnalysisPrompt || undefined,
        language: job.interviewLanguage === 'arabic' ? 'ar' : 'en',
      });
      return {
        status: 'analyzed' as const,
        score: results.cvAnalysisScore,
        results,
        provenance: { ...provenance, reader: read.provenance },
        cvName: read.profile.fullName,
      };
    },
  };
}
