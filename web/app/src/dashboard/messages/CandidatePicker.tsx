import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApplicationsApi, type CompanyApplication } from '../../api/company-applications.ts';
import { UserTexts } from '../../i18n/isolate.tsx';

export interface Recipient {
  applicationId: string;
  name: string;
  jobTitle?: string | null;
}

export function recipientOf(app: CompanyApplication): Recipient {
  const c = app.candidate;
  const name =
    c?.fullName || [c?.firstName, c?.lastName].filter(Boolean).join(' ').trim() || c?.email || app.id.slice(0, 8);
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
  const [options, setOptions] = useState<Recipient[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      const q = input.includes(' · ') ? '' : input.trim();
      companyApplicationsApi
        .list(q ? { q } : {}, [0, 19], controller.signal)
        .then((page) => setOptions(page.rows.map(recipientOf)))
        .catch(() => setOptions([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

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
