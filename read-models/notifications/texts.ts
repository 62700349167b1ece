import { notificationTexts, type NotificationLanguage } from '@tawzeef/notifications';
import { isolate } from '@tawzeef/shared';

export type { NotificationLanguage };

type TextTree = { readonly [key: string]: string | TextTree };

function flatten(tree: TextTree, prefix: string, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

/** The module's texts by the keys the notifications store and the web app looks up (`notifications.<kind>.title`). */
const templates: Record<NotificationLanguage, Record<string, string>> = {
  en: flatten(notificationTexts.en, 'notifications'),
  ar: flatten(notificationTexts.ar, 'notifications'),
};

/** `isolated`: names and titles between Unicode isolate marks, for texts a person reads (e-mails), not for search. */
export function renderText(
  language: NotificationLanguage,
  key: string,
  params: Record<string, string | number>,
  { isolated = false }: { isolated?: boolean } = {},
): string {
  const template = templates[language][key] ?? key;
  const value = (v: string | number) => (isolated && typeof v === 'string' ? isolate(v) : String(v));
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? value(params[name]!) : whole));
}
