import { useCallback, useState } from 'react';

/** The columns a recruiter may show or hide; the candidate and the actions are always there. */
export const optionalColumns = [
  'position',
  'status',
  'aiScore',
  'interview1',
  'interview2',
  'hrInterview',
  'overall',
  'applied',
  'lastActivity',
] as const;
export type OptionalColumn = (typeof optionalColumns)[number];

/**
 * Shown until the recruiter chooses: enough to decide, narrow enough that Last Activity and the actions fit at
 * 1280 px. The second and HR interview scores are empty until those stages exist; Applied is one click away.
 */
export const defaultColumns: readonly OptionalColumn[] = [
  'position',
  'status',
  'aiScore',
  'interview1',
  'overall',
  'lastActivity',
];

const storageKey = 'tawzeef.applicationColumns';

function stored(): Set<OptionalColumn> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (Array.isArray(parsed))
      return new Set(parsed.filter((c): c is OptionalColumn => optionalColumns.includes(c as OptionalColumn)));
  } catch {
    // Unreadable: the defaults.
  }
  return new Set(defaultColumns);
}

/** The recruiter's column choice, kept in this browser for both applications tables. */
export function useColumnChoice() {
  const [columns, setColumns] = useState(stored);
  const toggle = useCallback((column: OptionalColumn) => {
    setColumns((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      try {
        window.localStorage.setItem(storageKey, JSON.stringify([...next]));
      } catch {
        // The choice then lasts for this page only.
      }
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // Nothing kept.
    }
    setColumns(new Set(defaultColumns));
  }, []);
  return { columns, toggle, reset };
}

export type ColumnChoice = ReturnType<typeof useColumnChoice>;
