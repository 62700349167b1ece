import { and, eq, lt } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { bool, num, str, strOrNull } from '../runner/fields.ts';
import { users } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseUser } from './erasure.ts';

const defaultNotifications = {
  emailDigest: true,
  browserNotifications: true,
  emailOnMention: true,
  emailOnAssignment: true,
  emailWeeklyReport: false,
  smsReminders: false,
};

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = event.data ?? {};
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const update = (userId: unknown, values: Partial<typeof users.$inferInsert>) =>
    tx
      .update(users)
      .set({ ...values, updatedAt: at, lastPosition: position })
      .where(and(eq(users.userId, str(userId)), lt(users.lastPosition, position)));

  switch (event.type) {
    case 'UserRegistered':
      await tx
        .insert(users)
        .values({
          userId: str(d.userId),
          userType: str(d.userType),
          email: str(d.email),
          name: str(d.name),
          firstName: str(d.firstName),
          lastName: str(d.lastName),
          phone: strOrNull(d.phone),
          timezone: 'UTC',
          language: 'en',
          dateFormat: 'MM/DD/YYYY',
          timeFormat: '12',
          notificationSettings: defaultNotifications,
          twoFactorEnabled: false,
          sessionTimeout: 30,
          createdAt: at,
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'UserProfileUpdated':
      await update(d.userId, {
        name: str(d.name),
        firstName: str(d.firstName),
        lastName: str(d.lastName),
        phone: strOrNull(d.phone),
        position: strOrNull(d.position),
        department: strOrNull(d.department),
        bio: strOrNull(d.bio),
        timezone: str(d.timezone, 'UTC'),
        language: str(d.language, 'en'),
        dateFormat: str(d.dateFormat, 'MM/DD/YYYY'),
        timeFormat: str(d.timeFormat, '12'),
      });
      return;
    case 'UserEmailChanged':
      await update(d.userId, { email: str(d.email) });
      return;
    case 'UserNotificationSettingsChanged':
      await update(d.userId, { notificationSettings: { ...defaultNotifications, ...(d.settings as object) } });
      return;
    case 'UserSecuritySettingsChanged':
      await update(d.userId, { twoFactorEnabled: bool(d.twoFactorEnabled), sessionTimeout: num(d.sessionTimeout, 30) });
      return;
    case 'UserAvatarChanged':
      await update(d.userId, { avatar: strOrNull(d.avatarUrl) });
      return;
    case 'UserJoinedCompany':
      await update(d.userId, {
        companyId: str(d.companyId),
        role: str(d.role),
        joinedCompanyAt: new Date(str(d.joinedAt, at.toISOString())),
      });
      return;
    case 'MemberRoleChanged':
      await tx
        .update(users)
        .set({ role: str(d.role), updatedAt: at, lastPosition: position })
        .where(
          and(eq(users.userId, str(d.userId)), eq(users.companyId, str(d.companyId)), lt(users.lastPosition, position)),
        );
      return;
  }
}

export const usersProjection = withErasure(
  defineProjection({
    name: 'users',
    version: 2,
    tables: [users],
    handles: [
      'UserRegistered',
      'UserProfileUpdated',
      'UserEmailChanged',
      'UserNotificationSettingsChanged',
      'UserSecuritySettingsChanged',
      'UserAvatarChanged',
      'UserJoinedCompany',
      'MemberRoleChanged',
    ],
    apply,
  }),
  eraseUser,
);
