import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { shown } from '../privacy/erased.ts';

const erasedAware = (value: ReactNode) => (typeof value === 'string' ? shown(value) : value);

/**
 * User text (names, titles, file names) keeps its own direction and leaves the platform's words around it alone:
 * an Arabic name in an English sentence, an English title ending in ")" in an Arabic one, or a U+202E override in
 * a name, would otherwise reorder the sentence's punctuation and words.
 */

const FSI = '\u2068';
const PDI = '\u2069';

/** For texts that hold no markup (document.title, the `title` attribute): the value between Unicode isolate marks. */
export function isolate(value: string | number): string {
  return `${FSI}${value}${PDI}`;
}

/**
 * A file name as the user's own disk spells it, without embeddings, overrides and isolates: "\u202Egnp.exe" would
 * otherwise show as "exe.png". (The server removes them from the names it keeps.)
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
}

/** User text standing next to platform text (a title in a card, a name in a list row). */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{typeof children === 'string' ? shown(children) : children}</bdi>;
}

/** User texts in one line ("Sahara Tech · Riyadh"), each isolated from the separators and from the others. */
export function UserTexts({ items, separator = ' · ' }: { items: (string | null | undefined)[]; separator?: string }) {
  return (
    <>
      {items
        .filter((item): item is string => Boolean(item))
        .map((item, i) => (
          <Fragment key={i}>
            {i > 0 && separator}
            <bdi>{shown(item)}</bdi>
          </Fragment>
        ))}
    </>
  );
}

type Say = (key: string, options?: Record<string, unknown>) => string;

const slotStart = '\uE000';
const slotEnd = '\uE001';
const slots = new RegExp(`${slotStart}(\\d+)${slotEnd}`);

/**
 * A translated sentence with each of `values` in a <bdi> ("Apply for %{title}"). `options` go to the translation
 * as they are: counts for plural forms, numbers and dates the platform formats itself.
 */
export function sentence(
  translate: Say | TFunction,
  key: string,
  values: Record<string, ReactNode>,
  options: Record<string, unknown> = {},
): ReactNode {
  const names = Object.keys(values);
  const placeholders = Object.fromEntries(names.map((name, i) => [name, `${slotStart}${i}${slotEnd}`]));
  const say = translate as Say;
  const parts = say(key, { ...options, ...placeholders }).split(slots);
  // split() with one capture group alternates text and slot numbers: text, slot, text, slot, ..., text.
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part && <Fragment key={i}>{part}</Fragment>
        ) : (
          <bdi key={i}>{erasedAware(values[names[Number(part)]!])}</bdi>
        ),
      )}
    </>
  );
}
