import { uuidV5, type RecordedEvent } from '@tawzeef/shared';
import { occurredAtOf } from '../runner/projection.ts';
import { num, str } from '../runner/fields.ts';
import type { NotificationsBatch } from './batch.ts';
import { obj } from './context.ts';
import { applicationUrl, jobUrl, messageKeyOf, pipelineUrl, receives, titleKeyOf, type Rule } from './rules.ts';
import { renderText } from './texts.ts';

type Data = Record<string, unknown>;

export type Subject = {
  companyId: string;
  params: Record<string, string | number>;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
};

/** Who and what an event's notification is about: its company, the texts' parameters, its link and metadata. */
export async function subjectOf(batch: NotificationsBatch, event: RecordedEvent, d: Data): Promise<Subject | null> {
  if (event.type === 'JobExpired') {
    const job = await batch.job(str(d.jobId));
    if (!job) return null;
    return {
      companyId: job.companyId,
      params: { jobTitle: job.title },
      actionUrl: jobUrl(job.jobId),
      metadata: { jobId: job.jobId, jobTitle: job.title },
    };
  }
  if (event.type === 'RetentionErasureAnnounced') {
    // One notice for the company's applications whose retention ends; the earliest date is the one to act by.
    const applications = Array.isArray(d.applications) ? d.applications.map(obj) : [];
    const eraseOn = applications.map((a) => str(a.eraseOn).slice(0, 10)).sort()[0] ?? '';
    return {
      companyId: str(d.companyId),
      params: { count: applications.length, eraseOn },
      actionUrl: pipelineUrl,
      metadata: { count: applications.length, eraseOn, applicationIds: applications.map((a) => str(a.applicationId)) },
    };
  }
  const applicationId = str(d.applicationId);
  const app = await batch.application(applicationId);
  if (!app) return null;
  const jobTitle = (await batch.job(app.jobId))?.title ?? '';
  const extra: Data = {};
  if (event.type === 'CvAnalyzed') extra.score = Math.round(num(d.score, 0));
  if (event.type === 'CvAnalysisFailed') extra.errorCode = str(obj(d.error).code);
  if (event.type === 'ApplicationStatusChanged') extra.status = str(d.status);
  if (event.type === 'HumanReviewRequested') extra.reviewRequestId = str(d.requestId);
  return {
    companyId: app.companyId,
    params: {
      candidateName: app.candidateName,
      jobTitle,
      ...(typeof extra.score === 'number' ? { score: extra.score } : {}),
    },
    actionUrl: applicationUrl(app.jobId, applicationId),
    metadata: { candidateName: app.candidateName, jobTitle, applicationId, jobId: app.jobId, ...extra },
  };
}

/** One notification per member of the subject's company whose settings take this rule's category. */
export async function notify(
  batch: NotificationsBatch,
  event: RecordedEvent,
  rule: Rule,
  subject: Subject,
  only?: ReadonlySet<string>,
) {
  const company = await batch.company(subject.companyId);
  const members = await batch.membersOf(subject.companyId);
  const recipients = members.filter(
    (m) => (!only || only.has(m.userId)) && receives(m, company?.preferences ?? null, rule.category),
  );
  if (recipients.length === 0) return;
  const titleKey = titleKeyOf(rule.kind);
  const messageKey = messageKeyOf(rule.kind);
  const title = renderText('en', titleKey, subject.params);
  const message = renderText('en', messageKey, subject.params);
  const searchText = [
    title,
    message,
    renderText('ar', titleKey, subject.params),
    renderText('ar', messageKey, subject.params),
  ]
    .join(' ')
    .toLowerCase();
  const createdAt = occurredAtOf(event) ?? new Date(0);
  batch.addNotifications(
    recipients.map((m) => ({
      id: uuidV5(`notification/${event.eventId}/${m.userId}`),
      userId: m.userId,
      companyId: subject.companyId,
      kind: rule.kind,
      type: rule.type,
      category: rule.category,
      titleKey,
      messageKey,
      params: subject.params,
      title,
      message,
      searchText,
      actionUrl: subject.actionUrl,
      metadata: subject.metadata,
      sourcePosition: Number(event.globalPosition),
      createdAt,
      readAt: null,
      deletedAt: null,
    })),
  );
}
