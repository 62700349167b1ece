import { attachCommandMetadata, handleCommand, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { contactMail, contactStreamName, type ContactEvent, type ContactMessage } from './contact/contact.ts';
import { decideInbox, type InboxCommand } from './inbox/decide.ts';
import { evolveInbox, inboxStreamName, initialInboxState, type InboxEvent, type InboxState } from './inbox/inbox.ts';

/** The mail port, as the identity module's Mailer offers it. */
export type SendMail = {
  readonly configured?: boolean;
  send(message: { to: string; subject: string; text: string; language?: 'en' | 'ar' }): Promise<void>;
};

export type NotificationsServiceDeps = {
  store: AppEventStore;
  mailer: SendMail;
  contactEmail: string;
  clock: () => Date;
  newId: () => string;
};

type Ctx = Omit<CommandContext, 'now'>;

const inboxDecider = {
  initialState: initialInboxState,
  evolve: evolveInbox,
  decide: (command: InboxCommand, state: InboxState) => decideInbox(command, state),
};

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { store, clock } = deps;
  const inbox = async (command: InboxCommand, ctx: Ctx) => {
    const result = await handleCommand<InboxState, InboxCommand, InboxEvent>(
      store,
      inboxStreamName(command.userId),
      inboxDecider,
      command,
      { ...ctx, now: command.now },
    );
    return { position: result.globalPosition, appended: result.events.length > 0 };
  };
  const appendContact = async (messageId: string, events: ContactEvent[], ctx: Ctx, now: Date) => {
    const stream = contactStreamName(messageId);
    const stamped = attachCommandMetadata(events, stream, { ...ctx, now });
    return (await store.appendToStream(stream, stamped)).lastEventGlobalPosition;
  };

  return {
    markRead: (userId: string, notificationId: string, unread: boolean, ctx: Ctx) =>
      inbox({ type: 'MarkNotificationRead', userId, notificationId, unread, now: clock() }, ctx),
    markAllRead: (userId: string, unreadCount: number, ctx: Ctx) =>
      inbox({ type: 'MarkAllNotificationsRead', userId, unreadCount, now: clock() }, ctx),
    remove: (userId: string, notificationId: string, ctx: Ctx) =>
      inbox({ type: 'DeleteNotification', userId, notificationId, now: clock() }, ctx),
    /** True when this call claimed the user's digest of `day`; a second claim (another process, a retry) is false. */
    claimDigest: async (userId: string, day: string, count: number, ctx: Ctx) =>
      (await inbox({ type: 'ClaimDigest', userId, day, count, now: clock() }, ctx)).appended,
    /** True when this call claimed the e-mail about the user's mention in `noteId`. */
    claimMentionMail: async (userId: string, noteId: string, ctx: Ctx) =>
      (await inbox({ type: 'ClaimMentionMail', userId, noteId, now: clock() }, ctx)).appended,
    /** True when this call claimed the user's weekly report of ISO week `week` (figures over [from, to)). */
    claimWeeklyReport: async (userId: string, week: string, range: { from: string; to: string }, ctx: Ctx) =>
      (await inbox({ type: 'ClaimWeeklyReport', userId, week, ...range, now: clock() }, ctx)).appended,

    /** Stores the message, then mails it; a failed mail is recorded and the message is kept. */
    async receiveContact(message: ContactMessage, ctx: Ctx) {
      const messageId = deps.newId();
      const receivedAt = clock();
      await appendContact(
        messageId,
        [{ type: 'ContactMessageReceived', data: { ...message, messageId, receivedAt: receivedAt.toISOString() } }],
        ctx,
        receivedAt,
      );
      const to = deps.contactEmail;
      let outcome: ContactEvent;
      try {
        if (deps.mailer.configured === false) throw new Error('MAIL.NOT_CONFIGURED: SMTP_URL is not set');
        await deps.mailer.send(contactMail(message, to));
        outcome = { type: 'ContactMessageDelivered', data: { messageId, to, deliveredAt: clock().toISOString() } };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        outcome = {
          type: 'ContactMessageDeliveryFailed',
          data: { messageId, to, reason: reason.slice(0, 500), failedAt: clock().toISOString() },
        };
      }
      await appendContact(messageId, [outcome], { ...ctx, commandId: `${ctx.commandId}/delivery` }, clock());
      return { messageId, delivered: outcome.type === 'ContactMessageDelivered' };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
