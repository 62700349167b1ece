import { MIN_PASSWORD_LENGTH } from '@tawzeef/identity/rules';
import { useCallback, useState, type ChangeEvent } from 'react';
import { ApiError } from '../api/client.ts';
import { serverFieldText } from './messages.ts';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Plain controlled form state. Errors hold translation keys (client rules) or server texts; editing a field
 * clears its error and never its value.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const bind = (name: keyof T & string) => ({
    name,
    id: `field-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    error: Boolean(errors[name]),
  });

  /** Server field errors (problem details `errors[]`) land on the matching fields, the first one per field. */
  const takeServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const fields: Record<string, string> = {};
    for (const fieldError of error.fieldErrors) {
      const name = fieldError.path.split('.').pop() ?? '';
      if (name in values && !fields[name]) fields[name] = serverFieldText(fieldError);
    }
    if (Object.keys(fields).length === 0) return false;
    setErrors(fields as FieldErrors<T>);
    return true;
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
  };

  return { values, setValues, setValue, errors, setErrors, bind, takeServerErrors, reset };
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const minPasswordLength = MIN_PASSWORD_LENGTH;
