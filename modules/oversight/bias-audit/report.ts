/**
 * The bias audit of one company's outcomes (New York City Local Law 144's method), per job, per stage and per
 * self-identified group. Pure: the caller hands in each application's furthest stage and its candidate's answers.
 *
 * At a stage S, a group's people considered are its applicants who reached the stage before S; those selected are
 * the ones of them who reached S (or a later stage). Selection rate = selected / considered. Impact ratio = the
 * group's selection rate / the highest selection rate among the groups shown. A group with fewer than
 * MIN_GROUP_SIZE people considered is suppressed: neither its counts nor its rate are shown, and it cannot be the
 * reference. "Prefer not to say" (and no answer) is reported as its own line with no impact ratio.
 */
import {
  auditStages,
  IMPACT_RATIO_THRESHOLD,
  MIN_GROUP_SIZE,
  PREFER_NOT_TO_SAY,
  auditCategories,
  categoryGroups,
  groupOf,
  selectionStages,
  type AuditCategory,
  type AuditStage,
  type SelectionStage,
  type GroupLine,
  type StageTable,
  type JobAudit,
  type SelfIdAnswers,
  type SelfIdQuestion,
} from './categories.ts';

export type AuditApplication = {
  jobId: string;
  jobTitle: string;
  /** The furthest stage the application reached. */
  reached: AuditStage;
  /** Its candidate's answers; null when they gave none (or applied without an account). */
  answers: SelfIdAnswers | null;
};

export type { GroupLine, JobAudit, StageTable };

const stageIndex = (stage: AuditStage) => auditStages.indexOf(stage);

function stageTable(apps: AuditApplication[], stage: SelectionStage, question: AuditCategory): StageTable {
  const previous = stageIndex(stage) - 1;
  const count = (group: string) => {
    const members = apps.filter((a) => groupOf(a.answers, question) === group);
    const considered = members.filter((a) => stageIndex(a.reached) >= previous);
    return {
      considered: considered.length,
      selected: considered.filter((a) => stageIndex(a.reached) > previous).length,
    };
  };
  const raw = categoryGroups(question).map((group) => ({ group, ...count(group) }));
  const shown = raw.map((line) => ({
    ...line,
    disclosed: line.group !== PREFER_NOT_TO_SAY,
    suppressed: line.considered < MIN_GROUP_SIZE,
    rate: line.considered ? line.selected / line.considered : 0,
  }));
  const reference = Math.max(0, ...shown.filter((l) => l.disclosed && !l.suppressed).map((l) => l.rate));
  const groups = shown.map((line): GroupLine => {
    if (line.suppressed)
      return {
        ...pick(line),
        considered: null,
        selected: null,
        selectionRate: null,
        impactRatio: null,
        flagged: false,
      };
    const impactRatio = line.disclosed && reference > 0 ? line.rate / reference : null;
    return {
      ...pick(line),
      considered: line.considered,
      selected: line.selected,
      selectionRate: line.rate,
      impactRatio,
      flagged: impactRatio !== null && impactRatio < IMPACT_RATIO_THRESHOLD,
    };
  });
  return { stage, question, groups };
}

const pick = (line: { group: string; disclosed: boolean; suppressed: boolean }) => ({
  group: line.group,
  disclosed: line.disclosed,
  suppressed: line.suppressed,
});

/**
 * One audit per job (in the order the applications first name them), each stage by each question asked and by the
 * intersection of sex and age band.
 */
export function biasAudit(apps: AuditApplication[], questions: SelfIdQuestion[]): JobAudit[] {
  const categories = auditCategories(questions);
  const jobs = new Map<string, AuditApplication[]>();
  for (const app of apps) jobs.set(app.jobId, [...(jobs.get(app.jobId) ?? []), app]);
  return [...jobs.values()].map((jobApps) => ({
    jobId: jobApps[0]!.jobId,
    jobTitle: jobApps[0]!.jobTitle,
    applications: jobApps.length,
    tables: selectionStages.flatMap((stage) => categories.map((category) => stageTable(jobApps, stage, category))),
  }));
}
