import type { CvAnalysis } from '../schemas/analysis.ts';
import type { JobContext } from '../schemas/job.ts';

type Content = Omit<CvAnalysis, 'provenance'>;

const NEXT: Record<CvAnalysis['overallFit'], string> = {
  Excellent: 'Invite to the first interview with priority.',
  Good: 'Invite to the first interview.',
  Fair: 'Consider for the first interview if the pool is thin; probe the gaps below.',
  Poor: 'Not recommended for this role on the CV alone.',
};

/** The recruiter-facing text: "###" headings, "-" bullets, "**bold**", as the application screens render it. */
export function recommendationText(a: Content, job: JobContext, _arabicCv: boolean): string {
  const lines = [
    '### Overall Assessment',
    `**Score: ${a.cvAnalysisScore}/100 (${a.overallFit} fit)** for **${job.title}**.`,
    a.summary,
    '',
    '### Score Breakdown',
    ...a.scoreBreakdown.map(
      (p) => `- **${p.part}** (${Math.round(p.weight * 100)}%): ${p.score}/100, ${p.explanation}`,
    ),
    '',
    '### Strengths',
    ...(a.strengths.length ? a.strengths.map((s) => `- ${s}`) : ['- None with evidence in the CV']),
    '',
    '### Gaps',
    ...(a.weaknesses.length ? a.weaknesses.map((w) => `- ${w}`) : ['- No gaps found against the job requirements']),
    '',
    '### Evidence',
    ...a.evidence.slice(0, 10).map((e) => `- **${e.about}**: "${e.quote}"`),
    '',
    '### Recommendation',
    `- ${NEXT[a.overallFit]}`,
  ];
  if (a.skillsMatch.missing.length)
    lines.push(`- In the interview, ask about: ${a.skillsMatch.missing.slice(0, 5).join(', ')}.`);
  return lines.join('\n');
}
