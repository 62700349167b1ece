import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { employmentTypes, jobStatuses } from '../../jobs/jobOptions.ts';
import { oneOf, useAddressFilters } from '../useAddressFilters.ts';

/** The spec keeps search, status and type in the address; a change drops the "job created" banner's flag. */
export function useJobFilters() {
  const { params, search, term, setTerm, setParam } = useAddressFilters(['created']);
  const status = oneOf(jobStatuses, params.get('status'));
  const type = oneOf(employmentTypes, params.get('type'));
  const filter = { ...(search && { q: search }), ...(status && { status }), ...(type && { type }) };
  return { term, setTerm, status, type, setParam, filter, filtered: Boolean(search || status || type) };
}

export function JobFilters({ filters }: { filters: ReturnType<typeof useJobFilters> }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { term, setTerm, status, type, setParam } = filters;

  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        id="jobs-search"
        size="small"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('jobManagement.searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('jobManagement.searchLabel') } }}
      />
      <TextField
        select
        size="small"
        id="jobs-status"
        label={t('jobManagement.status')}
        value={status}
        onChange={(e) => setParam('status', e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('jobManagement.allStatuses')}</MenuItem>
        {jobStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`jobManagement.statusLabel.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="jobs-type"
        label={t('jobManagement.type')}
        value={type}
        onChange={(e) => setParam('type', e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('jobManagement.allTypes')}</MenuItem>
        {employmentTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`jobs.type.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<Refresh />} onClick={refresh}>
        {t('jobManagement.refresh')}
      </Button>
    </Paper>
  );
}
