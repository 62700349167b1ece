/**
 * Which event makes which notification. Issue 7 adds interview events: add a row to `byEvent` (or to
 * `byStatus` for status changes) and its texts in texts.ts.
 */
export type NotificationCategory = 'application' | 'interview' | 'candidate' | 'offer' | 'system';
export type NotificationType = 'SUCCESS' | 'WARNING' | 'INFO' | 'ERROR';

export type Rule = { kind: string; type: NotificationType; category: NotificationCategory };

export const byEvent: Record<string, Rule> = {
  ApplicationSubmitted: { kind: 'application.received', type: 'INFO', category: 'application' },
  CvAnalyzed: { kind: 'analysis.completed', type: 'SUCCESS', category: 'application' },
  CvAnalysisFailed: { kind: 'analysis.failed', type: 'ERROR', category: 'application' },
  ApplicationWithdrawn: { kind: 'candidate.withdrew', type: 'WARNING', category: 'candidate' },
  JobExpired: { kind: 'system.jobExpired', type: 'WARNING', category: 'system' },
  RetentionErasureAnnounced: { kind: 'system.retentionDue', type: 'WARNING', category: 'system' },
  // InterviewScheduled makes none: the invitation sets INTERVIEW_SCHEDULED, which notifies (byStatus).
  InterviewStarted: { kind: 'interview.started', type: 'INFO', category: 'interview' },
  InterviewCompleted: { kind: 'interview.completed', type: 'SUCCESS', category: 'interview' },
};

/**
 * ApplicationNoteAdded (USER notes only): one notification per member the note mentions (mentions.ts), for that
 * member only; the usual recipient filter applies. The e-mail (`emailOnMention`) is sent by the API (mentions.ts).
 */
export const mentionRule: Rule = { kind: 'candidate.mentioned', type: 'INFO', category: 'candidate' };

/** ApplicationStatusChanged, by the new status; other statuses make no notification (see ruleFor for INTERVIEWED). */
export const byStatus: Record<string, Rule> = {
  INTERVIEW_SCHEDULED: { kind: 'interview.scheduled', type: 'INFO', category: 'interview' },
  INTERVIEWED: { kind: 'interview.completed', type: 'SUCCESS', category: 'interview' },
  OFFERED: { kind: 'offer.extended', type: 'SUCCESS', category: 'offer' },
  HIRED: { kind: 'offer.accepted', type: 'SUCCESS', category: 'offer' },
};

/** The company notification preference that switches a category on or off for the whole company. */
export const companyPreferenceOf: Record<NotificationCategory, string> = {
  application: 'applicationUpdates',
  candidate: 'applicationUpdates',
  offer: 'applicationUpdates',
  interview: 'interviewReminders',
  system: 'systemAlerts',
};

/** The member's own setting: "browser notifications" off means no in-app notifications for them. */
export const memberSettingForInApp = 'browserNotifications';

/** HumanReviewRequested, by what the candidate asks for (issue #22): a task for the company. */
export const byReviewKind: Record<string, Rule> = {
  INSTEAD_OF_AI_INTERVIEW: { kind: 'review.insteadOfAi', type: 'WARNING', category: 'candidate' },
  REEVALUATION: { kind: 'review.reevaluation', type: 'WARNING', category: 'candidate' },
};

export function ruleFor(eventType: string, data: Record<string, unknown>): Rule | null {
  if (eventType === 'HumanReviewRequested') return byReviewKind[String(data.kind)] ?? null;
  if (eventType === 'ApplicationStatusChanged') {
    // After an AI interview the hiring process (no actor) sets INTERVIEWED: InterviewCompleted has already told.
    if (data.status === 'INTERVIEWED' && data.actorId == null) return null;
    return byStatus[String(data.status)] ?? null;
  }
  return byEvent[eventType] ?? null;
}

export const titleKeyOf = (kind: string) => `notifications.${kind}.title`;
export const messageKeyOf = (kind: string) => `notifications.${kind}.message`;

export const applicationUrl = (jobId: string, applicationId: string) =>
  `/dashboard/jobs/${jobId}/applications/${applicationId}`;
export const jobUrl = (jobId: string) => `/dashboard/jobs/${jobId}`;
export const pipelineUrl = '/dashboard/candidates';

/** Recipients: members of the company whose own setting and whose company's preference allow the category. */
export function receives(
  member: { settings: Record<string, boolean> },
  companyPreferences: Record<string, boolean> | null,
  category: NotificationCategory,
): boolean {
  if (member.settings[memberSettingForInApp] === false) return false;
  return companyPreferences?.[companyPreferenceOf[category]] !== false;
}
