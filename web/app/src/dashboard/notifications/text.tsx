import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { agoOf } from '../../i18n/plural.ts';
import type { Language } from '../../i18n/language.ts';
import i18next, { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { AppNotification, NotificationType } from '../../api/notifications.ts';
import { loose } from '../../forms/messages.ts';
import { sentence } from '../../i18n/isolate.tsx';
import { shown } from '../../privacy/erased.ts';

/** The server sends keys and parameters; its English rendering is the fallback for a key we do not know. */
export function notificationTitle(t: TFunction, n: AppNotification): string {
  return shown(n.titleKey && i18next.exists(n.titleKey) ? loose(t)(n.titleKey, { ...n.params }) : n.title);
}

/** Names and titles among the parameters are shown isolated; numbers (the score) are part of the sentence. */
export function notificationMessage(t: TFunction, n: AppNotification): ReactNode {
  if (!n.messageKey || !i18next.exists(n.messageKey)) return shown(n.message);
  const params = Object.entries(n.params ?? {});
  const names = Object.fromEntries(
    params.filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, shown(v as string)]),
  ) as Record<string, string>;
  const others = Object.fromEntries(params.filter(([, v]) => typeof v !== 'string'));
  return sentence(loose(t), n.messageKey, names, others);
}

/** 'Just now' under an hour, then hours under a day, then days, in the language's plural forms (Intl). */
export function ageLabel(t: TFunction, language: Language, timestamp: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(timestamp).getTime()) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 1) return t('notificationCenter.justNow');
  if (hours < 24) return agoOf(language, hours, 'hour', 'narrow');
  return agoOf(language, Math.floor(hours / 24), 'day', 'narrow');
}

const icons = {
  SUCCESS: { Icon: CheckCircleOutline, color: 'success' },
  WARNING: { Icon: WarningAmber, color: 'warning' },
  INFO: { Icon: InfoOutlined, color: 'info' },
  ERROR: { Icon: ErrorOutline, color: 'error' },
} as const;

export function TypeIcon({ type }: { type: NotificationType }) {
  const { Icon, color } = icons[type] ?? icons.INFO;
  return <Icon color={color} />;
}

export function categoryLabel(t: TFunction, category: string): string {
  const key = `notificationCenter.category.${category}`;
  return i18next.exists(key) ? loose(t)(key) : category;
}
