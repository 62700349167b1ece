import { and, eq, isNull, lt } from 'drizzle-orm';
import { uuidV5, type RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str } from '../runner/fields.ts';
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
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const bools = (value: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(obj(value)).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));

type Subject = {
  companyId: string;
  params: Record<string, string | number>;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
};

async function subjectOf(tx: ReadModelTx, event: RecordedEvent, d: Data): Promise<Subject | null> {
  if (event.type === 'JobExpired') {
    const [job] = await tx
      .select()
      .from(notificationJobs)
      .where(eq(notificationJobs.jobId, str(d.jobId)));
    if (!job) return null;
    return {
      companyId: job.companyId,
      params: { jobTitle: job.title },
      actionUrl: jobUrl(job.jobId),
      metadata: { jobId: job.jobId, jobTitle: job.title },
    };
  }
  const applicationId = str(d.applicationId);
  const [app] = await tx
    .select({
      companyId: notificationApplications.companyId,
      jobId: notificationApplications.jobId,
      candidateName: notificationApplications.candidateName,
      jobTitle: notificationJobs.title,
    })
    .from(notificationApplications)
    .leftJoin(notificationJobs, eq(notificationJobs.jobId, notificationApplications.jobId))
    .where(eq(notificationApplications.applicationId, applicationId));
  if (!app) return null;
  const jobTitle = app.jobTitle ?? '';
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

async function notify(tx: ReadModelTx, event: RecordedEvent, rule: Rule, subject: Subject, only?: ReadonlySet<string>) {
  const [company] = await tx
    .select()
    .from(notificationCompanies)
    .where(eq(notificationCompanies.companyId, subject.companyId));
  const members = await tx
    .select()
    .from(notificationMembers)
    .where(eq(notificationMembers.companyId, subject.companyId));
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
  await tx
    .insert(notifications)
    .values(
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
      })),
    )
    .onConflictDoNothing();
}

/** A USER note that mentions members (mentions.ts): a mention row per member (for the e-mail), and their notifications. */
async function applyNote(tx: ReadModelTx, event: RecordedEvent, d: Data) {
  const text = str(d.text);
  if (str(d.source) !== 'USER' || !text.includes('@')) return;
  const subject = await subjectOf(tx, event, d);
  if (!subject) return;
  const members = await tx
    .select()
    .from(notificationMembers)
    .where(eq(notificationMembers.companyId, subject.companyId));
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
  await tx
    .insert(notificationMentions)
    .values(
      mentioned.map((userId) => ({
        noteId,
        userId,
        companyId: subject.companyId,
        applicationId: str(d.applicationId),
        params,
        excerpt: text.slice(0, 500),
        actionUrl: subject.actionUrl ?? '',
        createdAt,
      })),
    )
    .onConflictDoNothing();
  const { candidateName, jobTitle, applicationId, jobId } = subject.metadata;
  await notify(
    tx,
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

const nameOf = (d: Data) => ({ firstName: str(d.firstName).trim(), lastName: str(d.lastName).trim() });

async function applyContext(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number) {
  switch (event.type) {
    case 'UserRegistered':
      if (str(d.userType) !== 'COMPANY') return;
      await tx
        .insert(notificationMembers)
        .values({ userId: str(d.userId), companyId: null, settings: {}, ...nameOf(d), lastPosition: position })
        .onConflictDoUpdate({
          target: notificationMembers.userId,
          set: { ...nameOf(d), lastPosition: position },
          setWhere: lt(notificationMembers.lastPosition, position),
        });
      return;
    case 'UserProfileUpdated':
      // Only company users have a row (UserRegistered); a candidate's profile changes nothing here.
      await tx
        .update(notificationMembers)
        .set({ ...nameOf(d), lastPosition: position })
        .where(and(eq(notificationMembers.userId, str(d.userId)), lt(notificationMembers.lastPosition, position)));
      return;
    case 'MemberJoined':
      await tx
        .insert(notificationMembers)
        .values({ userId: str(d.userId), companyId: str(d.companyId), settings: {}, lastPosition: position })
        .onConflictDoUpdate({
          target: notificationMembers.userId,
          set: { companyId: str(d.companyId), lastPosition: position },
          setWhere: lt(notificationMembers.lastPosition, position),
        });
      return;
    case 'UserNotificationSettingsChanged':
      await tx
        .insert(notificationMembers)
        .values({ userId: str(d.userId), companyId: null, settings: bools(d.settings), lastPosition: position })
        .onConflictDoUpdate({
          target: notificationMembers.userId,
          set: { settings: bools(d.settings), lastPosition: position },
          setWhere: lt(notificationMembers.lastPosition, position),
        });
      return;
    case 'CompanyRegistered':
      await tx
        .insert(notificationCompanies)
        .values({ companyId: str(d.companyId), preferences: {}, lastPosition: position })
        .onConflictDoNothing();
      return;
    case 'CompanyNotificationPreferencesChanged': {
      const preferences = bools(d.preferences);
      await tx
        .insert(notificationCompanies)
        .values({ companyId: str(d.companyId), preferences, lastPosition: position })
        .onConflictDoUpdate({
          target: notificationCompanies.companyId,
          set: { preferences, lastPosition: position },
          setWhere: lt(notificationCompanies.lastPosition, position),
        });
      return;
    }
    case 'JobDrafted':
    case 'JobUpdated': {
      const title = str(obj(d.fields).title);
      await tx
        .insert(notificationJobs)
        .values({ jobId: str(d.jobId), companyId: str(d.companyId), title, lastPosition: position })
        .onConflictDoUpdate({
          target: notificationJobs.jobId,
          set: { title, lastPosition: position },
          setWhere: lt(notificationJobs.lastPosition, position),
        });
      return;
    }
    case 'ApplicationSubmitted': {
      const applicant = obj(d.applicant);
      await tx
        .insert(notificationApplications)
        .values({
          applicationId: str(d.applicationId),
          companyId: str(d.companyId),
          jobId: str(d.jobId),
          candidateName: `${str(applicant.firstName)} ${str(applicant.lastName)}`.trim(),
        })
        .onConflictDoNothing();
      return;
    }
  }
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

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  if (inboxTypes.has(event.type)) return applyInbox(tx, event, d);
  await applyContext(tx, event, d, Number(event.globalPosition));
  if (event.type === 'ApplicationNoteAdded') return applyNote(tx, event, d);
  const rule = ruleFor(event.type, d);
  if (!rule) return;
  const subject = await subjectOf(tx, event, d);
  if (subject) await notify(tx, event, rule, subject);
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
  apply,
});
