import { and, eq, isNull } from 'drizzle-orm';
import { uuidV5, type RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str } from '../runner/fields.ts';
import { emptyKeys, NotificationsBatch } from './batch.ts';
import { applyContext, collectKeys, obj } from './context.ts';
import { mentionedUserIds } from './mentions.ts';
import {
  applicationUrl,
  jobUrl,
  mentionRule,
  messageKeyOf,
  receives,
  ruleFor,
  titleKeyOf,
  type Rule,
} from './rules.ts';
import {
  notificationApplications,
  notificationCompanies,
  notificationJobs,
  notificationMembers,
  notificationMentions,
  notifications,
} from './schema.ts';
import { renderText } from './texts.ts';

type Data = Record<string, unknown>;

type Subject = {
  companyId: string;
  params: Record<string, string | number>;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
};

async function subjectOf(batch: NotificationsBatch, event: RecordedEvent, d: Data): Promise<Subject | null> {
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
  const applicationId = str(d.applicationId);
  const app = await batch.application(applicationId);
  if (!app) return null;
  const jobTitle = (await batch.job(app.jobId))?.title ?? '';
  const extra: Data = {};
  if (event.type === 'CvAnalyzed') extra.score = Math.round(num(d.score, 0));
  if (event.type === 'CvAnalysisFailed') extra.errorCode = str(obj(d.error).code);
  if (event.type === 'ApplicationStatusChanged') extra.status = str(d.status);
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

async function notify(
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

/** A USER note that mentions members (mentions.ts): a mention row per member (for the e-mail), and their notifications. */
async function applyNote(batch: NotificationsBatch, event: RecordedEvent, d: Data) {
  const text = str(d.text);
  if (str(d.source) !== 'USER' || !text.includes('@')) return;
  const subject = await subjectOf(batch, event, d);
  if (!subject) return;
  const members = await batch.membersOf(subject.companyId);
  const authorId = typeof d.authorId === 'string' ? d.authorId : null;
  const mentioned = mentionedUserIds(text, members, authorId);
  if (mentioned.length === 0) return;
  const author = members.find((m) => m.userId === authorId);
  const authorName = author ? `${author.firstName} ${author.lastName}`.trim() : '';
  const noteId = str(d.noteId);
  const params = {
    authorName,
    candidateName: String(subject.params.candidateName ?? ''),
    jobTitle: String(subject.params.jobTitle ?? ''),
  };
  const createdAt = occurredAtOf(event) ?? new Date(0);
  batch.addMentions(
    mentioned.map((userId) => ({
      noteId,
      userId,
      companyId: subject.companyId,
      applicationId: str(d.applicationId),
      params,
      excerpt: text.slice(0, 500),
      actionUrl: subject.actionUrl ?? '',
      createdAt,
      mailedAt: null,
    })),
  );
  const { candidateName, jobTitle, applicationId, jobId } = subject.metadata;
  await notify(
    batch,
    event,
    mentionRule,
    {
      ...subject,
      params,
      metadata: { candidateName, jobTitle, applicationId, jobId, noteId, authorId, authorName },
    },
    new Set(mentioned),
  );
}

async function applyInbox(tx: ReadModelTx, event: RecordedEvent, d: Data) {
  const userId = str(d.userId);
  const mine = eq(notifications.userId, userId);
  switch (event.type) {
    case 'NotificationRead': {
      const at = new Date(str(d.readAt));
      await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine, eq(notifications.id, str(d.notificationId)), isNull(notifications.readAt)));
      return;
    }
    case 'NotificationsAllRead': {
      const at = new Date(str(d.readAt));
      await tx
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine, isNull(notifications.readAt), isNull(notifications.deletedAt)));
      return;
    }
    case 'NotificationMentionMailed': {
      const at = new Date(str(d.sentAt));
      await tx
        .update(notificationMentions)
        .set({ mailedAt: at })
        .where(
          and(
            eq(notificationMentions.userId, userId),
            eq(notificationMentions.noteId, str(d.noteId)),
            isNull(notificationMentions.mailedAt),
          ),
        );
      return;
    }
    case 'NotificationDeleted': {
      const at = new Date(str(d.deletedAt));
      await tx
        .update(notifications)
        .set({ deletedAt: at })
        .where(and(mine, eq(notifications.id, str(d.notificationId)), isNull(notifications.deletedAt)));
      return;
    }
  }
}

const inboxTypes = new Set([
  'NotificationRead',
  'NotificationsAllRead',
  'NotificationDeleted',
  'NotificationMentionMailed',
]);

/**
 * The whole batch against one in-memory copy of the context rows (batch.ts): a few reads up front, the events in
 * log order, then bulk writes. An inbox event first writes the notifications made before it, which it may mark.
 */
async function applyBatch(tx: ReadModelTx, events: readonly RecordedEvent[]) {
  const batch = new NotificationsBatch(tx);
  const keys = emptyKeys();
  for (const event of events) if (!inboxTypes.has(event.type)) collectKeys(keys, event);
  await batch.load(keys);
  for (const event of events) {
    const d = obj(event.data);
    if (inboxTypes.has(event.type)) {
      await batch.flushInbox();
      await applyInbox(tx, event, d);
      continue;
    }
    await applyContext(batch, event, Number(event.globalPosition));
    if (event.type === 'ApplicationNoteAdded') {
      await applyNote(batch, event, d);
      continue;
    }
    const rule = ruleFor(event.type, d);
    if (!rule) continue;
    const subject = await subjectOf(batch, event, d);
    if (subject) await notify(batch, event, rule, subject);
  }
  await batch.flush();
}
export const notificationsProjection = defineProjection({
  name: 'notifications',
  // 2: members' names, mentions (migration 0014 replays the log).
  version: 2,
  tables: [
    notificationMembers,
    notificationCompanies,
    notificationJobs,
    notificationApplications,
    notifications,
    notificationMentions,
  ],
  handles: [
    'UserRegistered',
    'UserProfileUpdated',
    'MemberJoined',
    'UserNotificationSettingsChanged',
    'CompanyRegistered',
    'CompanyNotificationPreferencesChanged',
    'JobDrafted',
    'JobUpdated',
    'JobExpired',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'ApplicationWithdrawn',
    'CvAnalyzed',
    'CvAnalysisFailed',
    'ApplicationNoteAdded',
    'InterviewStarted',
    'InterviewCompleted',
    'NotificationRead',
    'NotificationsAllRead',
    'NotificationDeleted',
    'NotificationMentionMailed',
  ],
  apply: (tx, event) => applyBatch(tx, [event]),
  applyBatch,
});
