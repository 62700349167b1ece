import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection } from '../runner/projection.ts';
import { emptyKeys, NotificationsBatch } from './batch.ts';
import { applyContext, collectKeys, obj } from './context.ts';
import { applyInbox, inboxTypes } from './inbox.ts';
import { applyNote } from './note-mentions.ts';
import { notify, subjectOf } from './notify.ts';
import { ruleFor } from './rules.ts';
import {
  notificationApplications,
  notificationCompanies,
  notificationJobs,
  notificationMembers,
  notificationMentions,
  notifications,
} from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseNotifications } from './erasure.ts';

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
export const notificationsProjection = withErasure(
  defineProjection({
    name: 'notifications',
    // 2: members' names, mentions (migration 0014 replays the log).
    version: 3,
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
      'HumanReviewRequested',
      'RetentionErasureAnnounced',
      'NotificationRead',
      'NotificationsAllRead',
      'NotificationDeleted',
      'NotificationMentionMailed',
    ],
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  }),
  eraseNotifications,
);
