import { and, eq, isNull } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { str } from '../runner/fields.ts';
import { notificationMentions, notifications } from './schema.ts';

type Data = Record<string, unknown>;

/** The inbox's own events: a member reads or deletes notifications, a mention's e-mail is sent. */
export async function applyInbox(tx: ReadModelTx, event: RecordedEvent, d: Data) {
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

export const inboxTypes = new Set([
  'NotificationRead',
  'NotificationsAllRead',
  'NotificationDeleted',
  'NotificationMentionMailed',
]);
