import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '../applications/types.ts';
import { UserTexts } from '../../i18n/isolate.tsx';
import { shown } from '../../privacy/erased.ts';

export interface Recipient {
  applicationId: string;
  name: string;
  jobTitle?: string | null;
}

export function recipientOf(app: CompanyApplication): Recipient {
  const c = app.candidate;
  const name =
    shown(c?.fullName || [c?.firstName, c?.lastName].filter(Boolean).join(' ').trim() || c?.email) ||
    app.id.slice(0, 8);
  return { applicationId: app.id, name, jobTitle: app.job?.title };
}

const label = (r: Recipient) => (r.jobTitle ? `${r.name} · ${r.jobTitle}` : r.name);

/** Picks an applicant (an application to one of the company's jobs), searched on the server as one types. */
export function CandidatePicker({
  value,
  onChange,
  error,
}: {
  value: Recipient | null;
  onChange: (value: Recipient | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQ(input.includes(' · ') ? '' : input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useGetList<CompanyApplication>('applications', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'appliedAt', order: 'DESC' },
  });
  const options = found.error ? [] : (found.data ?? []).map(recipientOf);
  const loading = found.isFetching;

  return (
    <Autocomplete
      id="new-message-candidate"
      options={options}
      value={value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={label}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <UserTexts items={[option.name, option.jobTitle]} />
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.applicationId === b.applicationId}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      noOptionsText={t('communications.new.noCandidates')}
      loadingText={t('communications.new.searching')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('communications.new.candidate')}
          error={Boolean(error)}
          helperText={error ?? t('communications.new.candidateHint')}
        />
      )}
    />
  );
}
