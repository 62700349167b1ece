import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { notificationCategories } from '../../api/notifications.ts';
import { categoryLabel } from './text.tsx';
import type { NotificationFilterState } from './useNotificationFilters.ts';

/** Search (debounced), read status and category; all kept in the address. */
export function NotificationFilters({ state }: { state: NotificationFilterState }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="search"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' } }}
    >
      <TextField
        id="notifications-search"
        size="small"
        type="search"
        value={state.term}
        onChange={(event) => state.setTerm(event.target.value)}
        placeholder={t('notificationCenter.searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('notificationCenter.searchLabel') } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        size="small"
        id="notifications-read"
        label={t('notificationCenter.readFilter')}
        value={state.read}
        onChange={(event) => state.setParam('read', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('notificationCenter.all')}</MenuItem>
        <MenuItem value="unread">{t('notificationCenter.unread')}</MenuItem>
        <MenuItem value="read">{t('notificationCenter.read')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        id="notifications-category"
        label={t('notificationCenter.categoryFilter')}
        value={state.category}
        onChange={(event) => state.setParam('category', event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('notificationCenter.allCategories')}</MenuItem>
        {notificationCategories.map((value) => (
          <MenuItem key={value} value={value}>
            {categoryLabel(t, value)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
