/**
 * The self-identification form's questions and answers, and the stages the bias audit measures. Browser-safe (the
 * candidate's form and the company's report page read them through `@tawzeef/oversight/rules`).
 */

/** Every question may be answered "prefer not to say"; an unanswered question counts the same. */
export const PREFER_NOT_TO_SAY = 'preferNot';

export const sexes = ['female', 'male'] as const;
export const ageBands = ['under25', '25to34', '35to44', '45to54', '55plus'] as const;
/** Asked only where a deployment turns it on (SELF_ID_NATIONALITY=on): nationality questions are not lawful everywhere. */
export const nationalityGroups = ['saudi', 'gccOther', 'arabOther', 'other'] as const;

export const selfIdQuestions = {
  sex: sexes,
  ageBand: ageBands,
  nationalityGroup: nationalityGroups,
} as const;
export type SelfIdQuestion = keyof typeof selfIdQuestions;
export const selfIdQuestionNames = Object.keys(selfIdQuestions) as SelfIdQuestion[];

export type SelfIdAnswer<Q extends SelfIdQuestion> = (typeof selfIdQuestions)[Q][number] | typeof PREFER_NOT_TO_SAY;
/** One person's answers; a missing key is an unanswered question. */
export type SelfIdAnswers = { [Q in SelfIdQuestion]?: SelfIdAnswer<Q> };

/** The questions a deployment asks: nationality group only when it is enabled. */
export const askedQuestions = (nationalityEnabled: boolean): SelfIdQuestion[] =>
  selfIdQuestionNames.filter((q) => q !== 'nationalityGroup' || nationalityEnabled);

/**
 * What the report groups people by: each question on its own, and the intersection of sex and age band (Local Law
 * 144 asks for intersectional categories). An intersectional group is `<sex>:<ageBand>`; someone who did not
 * disclose either is in the "not disclosed" line.
 */
export const SEX_BY_AGE = 'sexByAgeBand' as const;
export type AuditCategory = SelfIdQuestion | typeof SEX_BY_AGE;
export const intersectionGroups: readonly string[] = sexes.flatMap((sex) => ageBands.map((age) => `${sex}:${age}`));
/** The categories a report shows for the questions asked: each question, then sex × age band. */
export const auditCategories = (questions: readonly SelfIdQuestion[]): AuditCategory[] => [
  ...questions,
  ...(questions.includes('sex') && questions.includes('ageBand') ? [SEX_BY_AGE] : []),
];
/** The groups of a category, "not disclosed" last. */
export const categoryGroups = (category: AuditCategory): readonly string[] => [
  ...(category === SEX_BY_AGE ? intersectionGroups : selfIdQuestions[category]),
  PREFER_NOT_TO_SAY,
];
/** The group one person's answers put them in. */
export function groupOf(answers: SelfIdAnswers | null, category: AuditCategory): string {
  if (category !== SEX_BY_AGE) return answers?.[category] ?? PREFER_NOT_TO_SAY;
  const sex = answers?.sex ?? PREFER_NOT_TO_SAY;
  const age = answers?.ageBand ?? PREFER_NOT_TO_SAY;
  return sex === PREFER_NOT_TO_SAY || age === PREFER_NOT_TO_SAY ? PREFER_NOT_TO_SAY : `${sex}:${age}`;
}

/**
 * The pipeline as the audit's stages, in order. An application has reached a stage when its furthest status in the
 * hiring funnel is that stage or a later one: reviewed = REVIEWING, interview = INTERVIEW_SCHEDULED or INTERVIEWED,
 * offer = OFFERED, hired = HIRED. Rejected and withdrawn applications keep the furthest stage they reached.
 */
export const auditStages = ['applied', 'reviewed', 'interview', 'offer', 'hired'] as const;
export type AuditStage = (typeof auditStages)[number];
/** The stages at which someone is selected (or not): every stage after `applied`. */
export const selectionStages = auditStages.slice(1) as Exclude<AuditStage, 'applied'>[];
export type SelectionStage = (typeof selectionStages)[number];

/** Groups smaller than this are suppressed: no rate, no ratio, and not the reference group. */
export const MIN_GROUP_SIZE = 5;
/** The four-fifths rule: an impact ratio under this is flagged. */
export const IMPACT_RATIO_THRESHOLD = 0.8;

/** The audit of one job as the report and its exports show it: per stage and question, one line per group. */
export type GroupLine = {
  group: string;
  /** False for the "prefer not to say / not answered" line, which has no impact ratio. */
  disclosed: boolean;
  suppressed: boolean;
  /** Null when suppressed. */
  considered: number | null;
  selected: number | null;
  selectionRate: number | null;
  /** Null when suppressed, undisclosed, or no group shown was selected at all. */
  impactRatio: number | null;
  flagged: boolean;
};

export type StageTable = { stage: SelectionStage; question: AuditCategory; groups: GroupLine[] };
/** Applications submitted between these instants (either end open). */
export type AuditPeriod = { from?: string; to?: string };
export type JobAudit = { jobId: string; jobTitle: string; applications: number; tables: StageTable[] };
