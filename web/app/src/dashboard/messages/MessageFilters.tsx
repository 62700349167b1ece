import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { communicationStatuses, communicationTypes } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import type { MessageFilterState } from './useMessageFilters.ts';

/** Search (debounced), type, status and active/archived; all kept in the address. */
export function MessageFilters({
  state,
  onRefresh,
  refreshing,
}: {
  state: MessageFilterState;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  return (
    <Paper
      variant="outlined"
      role="search"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
      }}
    >
      <TextField
        id="messages-search"
        size="small"
        type="search"
        value={state.term}
        onChange={(event) => state.setTerm(event.target.value)}
        placeholder={t('communications.filters.searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('communications.filters.searchLabel') } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        size="small"
        id="messages-type"
        label={t('communications.filters.type')}
        value={state.type}
        onChange={(event) => state.setParam('type', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('communications.filters.allTypes')}</MenuItem>
        {communicationTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {say(`communications.type.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="messages-status"
        label={t('communications.filters.status')}
        value={state.status}
        onChange={(event) => state.setParam('status', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('communications.filters.allStatuses')}</MenuItem>
        {communicationStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {say(`communications.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="messages-archived"
        label={t('communications.filters.show')}
        value={state.archived ? 'true' : ''}
        onChange={(event) => state.setParam('archived', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('communications.filters.active')}</MenuItem>
        <MenuItem value="true">{t('communications.filters.archived')}</MenuItem>
      </TextField>
      <Button startIcon={<Refresh />} onClick={onRefresh} disabled={refreshing}>
        {t('communications.refresh')}
      </Button>
    </Paper>
  );
}
