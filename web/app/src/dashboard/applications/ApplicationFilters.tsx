import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { priorities } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { filterStatuses } from './format.ts';
import type { useApplicationList } from './useApplicationList.ts';

export interface PositionOption {
  id: string;
  title: string;
}

/** Search (debounced), status, priority and, on the pipeline, position; all kept in the address. */
export function ApplicationFilters({
  state,
  positions,
}: {
  state: ReturnType<typeof useApplicationList>;
  positions?: PositionOption[];
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const columns = positions
    ? { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }
    : { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' };
  return (
    <Paper
      variant="outlined"
      role="search"
      className="no-print"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'center' }}
    >
      <TextField
        id="applications-search"
        size="small"
        type="search"
        value={state.term}
        onChange={(event) => state.setTerm(event.target.value)}
        placeholder={t('companyApplications.filters.searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('companyApplications.filters.searchLabel') } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        size="small"
        id="applications-status"
        label={t('companyApplications.filters.status')}
        value={state.status}
        onChange={(event) => state.setParam('status', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('companyApplications.filters.allStatuses')}</MenuItem>
        {filterStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {say(`companyApplications.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {positions && (
        <TextField
          select
          size="small"
          id="applications-position"
          label={t('companyApplications.filters.position')}
          value={positions.some((p) => p.id === state.position) ? state.position : ''}
          onChange={(event) => state.setParam('position', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('companyApplications.filters.allPositions')}</MenuItem>
          {positions.map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        id="applications-priority"
        label={t('companyApplications.filters.priority')}
        value={state.priority}
        onChange={(event) => state.setParam('priority', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('companyApplications.filters.allPriorities')}</MenuItem>
        {priorities.map((value) => (
          <MenuItem key={value} value={value}>
            {say(`companyApplications.priority.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<Refresh />} onClick={state.reloadAll}>
        {t('companyApplications.refresh')}
      </Button>
    </Paper>
  );
}
