import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { ruleText } from '../../jobs/format.ts';
import { maxLength, ruleKeyFor, type JobErrors, type JobField, type JobFormValues } from '../../jobs/jobRules.ts';

/** Job form state shared by the wizard and the edit form: editing a field clears its error and AI badge. */
export function useJobForm(initial: JobFormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<JobErrors>({});
  const [aiFilled, setAiFilled] = useState<Set<JobField>>(new Set());

  const setValue = useCallback(<K extends JobField>(field: K, value: JobFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setAiFilled((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  }, []);

  /** AI results fill only the fields that are still empty (or all of `force`). */
  const fillFromAi = useCallback((filled: Partial<JobFormValues>, force = false) => {
    const taken: JobField[] = [];
    setValues((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(filled) as [JobField, string | string[]][]) {
        const now = current[field];
        const empty = Array.isArray(now) ? now.length === 0 : !now.trim();
        const usable = Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());
        if ((empty || force) && usable) {
          (next as Record<string, unknown>)[field] = value;
          taken.push(field);
        }
      }
      return next;
    });
    setAiFilled((current) => new Set([...current, ...taken]));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(filled) as JobField[]) delete next[field];
      return next;
    });
  }, []);

  /** Server field errors (problem details) land on their fields, in the page's language when they are rules. */
  const takeServerErrors = (error: unknown): JobErrors | null => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return null;
    const found: JobErrors = {};
    for (const [name, message] of Object.entries(error.byField)) {
      if (name in values) found[name as JobField] = ruleKeyFor(message);
    }
    if (Object.keys(found).length === 0) return null;
    setErrors(found);
    return found;
  };

  /** Props for a text field: id, value, change handler, error text or the n/max counter. */
  const text = (field: Exclude<JobField, 'skills'>, options: { rows?: number; counter?: boolean } = {}) => {
    const value = values[field];
    const max = maxLength[field];
    const error = ruleText(t, errors[field]);
    const counter = options.counter && max ? t('jobWizard.counter', { count: value.length, max }) : undefined;
    return {
      id: `field-${field}`,
      name: field,
      label: t(`jobWizard.field.${field}`),
      value,
      fullWidth: true,
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      error: Boolean(error),
      helperText: error ?? counter,
      multiline: Boolean(options.rows),
      minRows: options.rows,
    };
  };

  return { values, setValues, setValue, errors, setErrors, aiFilled, fillFromAi, takeServerErrors, text };
}

export type JobForm = ReturnType<typeof useJobForm>;

/** Moves focus to the first field with an error, so keyboard users land on it. */
export function focusFirstError(errors: JobErrors, order: readonly JobField[]) {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`field-${first}`)?.focus());
}
