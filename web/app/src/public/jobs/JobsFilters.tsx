import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loose } from '../../forms/messages.ts';
import { boardFilters, type BoardFilter } from '../../jobs/jobOptions.ts';
import type { JobsQuery } from './jobsQuery.ts';

export const filterOptionKey: Record<BoardFilter, string> = {
  type: 'jobs.type',
  location: 'jobs.countryFilter',
  salary: 'jobs.salaryBucket',
  experience: 'jobs.experienceFilter',
  industry: 'jobs.industry',
};

function FilterSelect({ name, value, onChange }: { name: BoardFilter; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      id={`filter-${name}`}
      label={t(`jobs.filter.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      <MenuItem value="">{t('jobs.list.all')}</MenuItem>
      {boardFilters[name].map((option) => (
        <MenuItem key={option} value={option}>
          {loose(t)(`${filterOptionKey[name]}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Job Type, Location and Salary always; Experience and Industry under 'Show Advanced Filters' (desktop). */
export function JobsFilters({
  query,
  onFilter,
  onClear,
}: {
  query: JobsQuery;
  onFilter: (name: BoardFilter, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const advancedActive = Boolean(query.filters.experience || query.filters.industry);
  const [advanced, setAdvanced] = useState(advancedActive);
  const [open, setOpen] = useState(false);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } };
  const select = (name: BoardFilter) => (
    <FilterSelect key={name} name={name} value={query.filters[name]} onChange={(value) => onFilter(name, value)} />
  );
  const clear = (
    <Button onClick={onClear} size="small">
      {t('jobs.list.clearAll')}
    </Button>
  );

  if (mobile) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button variant="outlined" aria-expanded={open} aria-controls="job-filters" onClick={() => setOpen(!open)}>
            {open ? t('jobs.list.hideFilters') : t('jobs.list.showFilters')}
          </Button>
          {clear}
        </Box>
        <Collapse in={open} id="job-filters">
          <Box sx={{ ...grid, pt: 1 }}>
            {(['type', 'location', 'salary', 'experience', 'industry'] as const).map(select)}
          </Box>
        </Collapse>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }} id="job-filters">
      <Box sx={grid}>{(['type', 'location', 'salary'] as const).map(select)}</Box>
      <Collapse in={advanced}>
        <Box sx={{ ...grid, pt: 1 }}>{(['experience', 'industry'] as const).map(select)}</Box>
      </Collapse>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button size="small" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
          {advanced ? t('jobs.list.hideAdvanced') : t('jobs.list.showAdvanced')}
        </Button>
        {clear}
      </Box>
    </Box>
  );
}
