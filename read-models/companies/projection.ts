import { and, eq, lt } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strOrNull, strings } from '../runner/fields.ts';
import { companies } from './schema.ts';

const defaultPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  applicationUpdates: true,
  interviewReminders: true,
  systemAlerts: true,
  weeklyReports: false,
};

function profileColumns(raw: unknown) {
  const p = (raw ?? {}) as Record<string, unknown>;
  return {
    name: str(p.name),
    industry: str(p.industry),
    size: str(p.size),
    website: strOrNull(p.website),
    email: str(p.email),
    description: strOrNull(p.description),
    country: str(p.country),
    city: str(p.city),
    street: str(p.street),
    phone: str(p.phone),
    dialCode: str(p.dialCode),
    founded: typeof p.founded === 'number' ? num(p.founded, 0) : null,
    mission: strOrNull(p.mission),
    values: strings(p.values),
    benefits: strings(p.benefits),
  };
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = event.data ?? {};
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const update = (values: Partial<typeof companies.$inferInsert>) =>
    tx
      .update(companies)
      .set({ ...values, updatedAt: at, lastPosition: position })
      .where(and(eq(companies.companyId, str(d.companyId)), lt(companies.lastPosition, position)));

  switch (event.type) {
    case 'CompanyRegistered':
      await tx
        .insert(companies)
        .values({
          companyId: str(d.companyId),
          ownerId: str(d.ownerId),
          ...profileColumns(d.profile),
          notificationPreferences: defaultPreferences,
          subscription: null,
          createdAt: at,
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'SubscriptionStarted':
      await update({
        subscription: {
          plan: str(d.plan),
          status: str(d.status),
          renewalAt: strOrNull(d.renewalAt),
          features: strings(d.features),
        },
      });
      return;
    case 'CompanyProfileUpdated':
      await update(profileColumns(d.profile));
      return;
    case 'LogoChanged':
      await update({ logo: strOrNull(d.logoUrl) });
      return;
    case 'CompanyNotificationPreferencesChanged':
      await update({ notificationPreferences: { ...defaultPreferences, ...(d.preferences as object) } });
      return;
    case 'CompanyRetentionPeriodChanged':
      await update({ retentionMonths: typeof d.months === 'number' ? num(d.months, 0) : null });
      return;
  }
}

export const companiesProjection = defineProjection({
  name: 'companies',
  version: 1,
  tables: [companies],
  handles: [
    'CompanyRegistered',
    'SubscriptionStarted',
    'CompanyProfileUpdated',
    'LogoChanged',
    'CompanyNotificationPreferencesChanged',
    'CompanyRetentionPeriodChanged',
  ],
  apply,
});
