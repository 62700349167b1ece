import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '../api/candidate.ts';
import { tr } from '../forms/messages.ts';
import {
  draftOf,
  type DraftErrors,
  type EducationDraft,
  type ExperienceDraft,
  type ProfileDraft,
  type TextField as DraftField,
} from './profileDraft.ts';

/** The edit form's draft and errors, with the text fields bound to them (by name, and by list item). */
export function useProfileEditor(profile: CandidateProfile) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<DraftErrors>({});

  const errorOf = (path: string) => (errors[path] ? tr(t, errors[path]) : undefined);
  const clear = (path: string) => setErrors((current) => (current[path] ? { ...current, [path]: '' } : current));
  const field = (name: DraftField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`profile-${name}`}
      name={name}
      label={label}
      value={draft.fields[name]}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((d) => ({ ...d, fields: { ...d.fields, [name]: value } }));
        clear(name);
      }}
      error={Boolean(errors[name])}
      helperText={errorOf(name) ?? (extra.help as string | undefined)}
      fullWidth
      {...(({ help: _help, ...rest }) => rest)(extra)}
    />
  );
  const setItem = <K extends 'experiences' | 'education'>(kind: K, index: number, name: string, value: string) => {
    setDraft((d) => ({
      ...d,
      [kind]: (d[kind] as (ExperienceDraft | EducationDraft)[]).map((item, i) =>
        i === index ? { ...item, [name]: value } : item,
      ),
    }));
    clear(`${kind}.${index}.${name}`);
  };
  const itemField = (
    kind: 'experiences' | 'education',
    index: number,
    name: string,
    label: string,
    value: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      id={`profile-${kind}-${index}-${name}`}
      label={label}
      value={value}
      onChange={(event) => setItem(kind, index, name, event.target.value)}
      error={Boolean(errors[`${kind}.${index}.${name}`])}
      helperText={errorOf(`${kind}.${index}.${name}`)}
      fullWidth
      {...extra}
    />
  );
  const remove = (kind: 'experiences' | 'education', index: number) => {
    setDraft((d) => ({ ...d, [kind]: (d[kind] as unknown[]).filter((_, i) => i !== index) }));
    setErrors({});
  };

  return { draft, setDraft, errors, setErrors, field, itemField, remove };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
