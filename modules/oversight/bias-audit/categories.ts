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

export type StageTable = { stage: SelectionStage; question: SelfIdQuestion; groups: GroupLine[] };
export type JobAudit = { jobId: string; jobTitle: string; applications: number; tables: StageTable[] };
