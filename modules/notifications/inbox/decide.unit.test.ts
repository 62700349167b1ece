import { describe, expect, it } from 'vitest';
import { decideInbox } from './decide.ts';
import { evolveInbox, initialInboxState, type InboxEvent } from './inbox.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const given = (events: InboxEvent[]) => events.reduce(evolveInbox, initialInboxState());
const read: InboxEvent = {
  type: 'NotificationRead',
  data: { userId: 'u', notificationId: 'n1', readAt: now.toISOString() },
};

describe('the inbox decider', () => {
  it('marks an unread notification read once', () => {
    expect(
      decideInbox({ type: 'MarkNotificationRead', userId: 'u', notificationId: 'n1', unread: true, now }, given([])),
    ).toEqual([read]);
    expect(
      decideInbox(
        { type: 'MarkNotificationRead', userId: 'u', notificationId: 'n1', unread: true, now },
        given([read]),
      ),
    ).toEqual([]);
    expect(
      decideInbox({ type: 'MarkNotificationRead', userId: 'u', notificationId: 'n2', unread: false, now }, given([])),
    ).toEqual([]);
  });

  it('reads all only when something is unread, deletes once, claims a digest once per day', () => {
    expect(decideInbox({ type: 'MarkAllNotificationsRead', userId: 'u', unreadCount: 0, now }, given([]))).toEqual([]);
    expect(decideInbox({ type: 'MarkAllNotificationsRead', userId: 'u', unreadCount: 2, now }, given([]))).toHaveLength(
      1,
    );
    const deleted = decideInbox({ type: 'DeleteNotification', userId: 'u', notificationId: 'n1', now }, given([]));
    expect(deleted).toHaveLength(1);
    expect(decideInbox({ type: 'DeleteNotification', userId: 'u', notificationId: 'n1', now }, given(deleted))).toEqual(
      [],
    );
    const claim = { type: 'ClaimDigest', userId: 'u', day: '2026-03-01', count: 3, now } as const;
    const claimed = decideInbox(claim, given([]));
    expect(claimed).toHaveLength(1);
    expect(decideInbox(claim, given(claimed))).toEqual([]);
    expect(decideInbox({ ...claim, day: '2026-03-02' }, given(claimed))).toHaveLength(1);
  });

  it('claims a mention e-mail once per note, and a weekly report once per ISO week', () => {
    const mention = { type: 'ClaimMentionMail', userId: 'u', noteId: 'note-1', now } as const;
    const mailed = decideInbox(mention, given([]));
    expect(mailed).toEqual([
      { type: 'NotificationMentionMailed', data: { userId: 'u', noteId: 'note-1', sentAt: now.toISOString() } },
    ]);
    expect(decideInbox(mention, given(mailed))).toEqual([]);
    expect(decideInbox({ ...mention, noteId: 'note-2' }, given(mailed))).toHaveLength(1);

    const week = { type: 'ClaimWeeklyReport', userId: 'u', week: '2026-W09', from: 'a', to: 'b', now } as const;
    const sent = decideInbox(week, given([]));
    expect(sent).toHaveLength(1);
    expect(decideInbox(week, given(sent))).toEqual([]);
    expect(decideInbox({ ...week, week: '2026-W10' }, given(sent))).toHaveLength(1);
  });
});
