import i18next from 'i18next';
import { defaultExporter, type Exporter } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications.ts';
import { loose } from '../../forms/messages.ts';
import { categoryLabel, notificationTitle } from './text.tsx';

/** A spreadsheet runs a cell starting with one of these as a formula; names in a notification come from applicants. */
const formulaStart = /^[=+\-@\t\r]/;
const cell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** The CSV of notifications (the list's or the selected ones), headed and worded in the viewer's language. */
export function useNotificationExporter(): Exporter<AppNotification> {
  const { t } = useTranslation();
  const say = loose(t);
  const message = (n: AppNotification) =>
    n.messageKey && i18next.exists(n.messageKey) ? say(n.messageKey, { ...n.params }) : n.message;
  return (rows, fetchRelated, dataProvider) =>
    defaultExporter(
      rows.map((n) => ({
        [t('notificationCenter.fields.time')]: n.timestamp,
        [t('notificationCenter.columns.notification')]: cell(notificationTitle(t, n)),
        [t('notificationCenter.columns.message')]: cell(message(n)),
        [t('notificationCenter.fields.category')]: categoryLabel(t, n.category),
        [t('notificationCenter.fields.type')]: say(`notificationCenter.type.${n.type}`),
        [t('notificationCenter.readFilter')]: n.read ? t('notificationCenter.read') : t('notificationCenter.unread'),
        id: n.id,
      })),
      fetchRelated,
      dataProvider,
      'notifications',
    );
}
