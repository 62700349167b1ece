import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationCategories, notificationsApi, type AppNotification } from '../../api/notifications.ts';
import { errorText } from '../../forms/messages.ts';
import { NotificationDetail } from './NotificationDetail.tsx';
import { NotificationList } from './NotificationList.tsx';
import { useNotificationStream } from './NotificationStream.tsx';
import { categoryLabel } from './text.tsx';
import { useNotificationList } from './useNotificationList.ts';

/** /dashboard/notifications: filters, the list, the detail panel and Mark All Read; all persisted on the server. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const state = useNotificationList();
  const { unreadCount, setUnreadCount } = useNotificationStream();
  const [selectedId, setSelectedId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const selected = state.items.find((n) => n.id === selectedId);

  const select = async (n: AppNotification) => {
    setSelectedId(n.id);
    if (n.read) return;
    const readAt = new Date().toISOString();
    state.update(n.id, { read: true, readAt });
    try {
      const answer = await notificationsApi.markRead(n.id);
      state.update(n.id, answer.notification);
      setUnreadCount(answer.unreadCount);
    } catch (caught) {
      notify(errorText(t, caught, 'notificationCenter.markFailed'), { type: 'error' });
    }
  };

  const remove = async (n: AppNotification) => {
    setBusy(true);
    try {
      await notificationsApi.remove(n.id);
      state.remove(n.id);
      if (selectedId === n.id) setSelectedId(undefined);
      if (!n.read && typeof unreadCount === 'number') setUnreadCount(Math.max(0, unreadCount - 1));
      notify('notificationCenter.deleted', { type: 'info' });
    } catch (caught) {
      notify(errorText(t, caught, 'notificationCenter.deleteFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const markAll = async () => {
    setBusy(true);
    try {
      const answer = await notificationsApi.markAllRead();
      state.markAllLocal(new Date().toISOString());
      setUnreadCount(answer.unreadCount);
      if (state.read === 'unread') state.reload();
    } catch (caught) {
      notify(errorText(t, caught, 'notificationCenter.markFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const unread = unreadCount ?? 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('notificationCenter.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('notificationCenter.title')}
          </Typography>
          <Typography color="text.secondary" role="status" data-testid="unread-subtitle">
            {t('notificationCenter.subtitle', { count: unread })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          onClick={() => void markAll()}
          disabled={busy || unread === 0}
        >
          {t('notificationCenter.markAllRead')}
        </Button>
      </Box>
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
      {state.error && !state.items.length ? (
        <Alert
          severity="error"
          data-testid="notifications-error"
          action={
            <Button color="inherit" size="small" onClick={state.reload}>
              {t('notificationCenter.retry')}
            </Button>
          }
        >
          {errorText(t, state.error, 'notificationCenter.loadFailed')}
        </Alert>
      ) : state.loading && !state.items.length ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('notificationCenter.loading')}</Typography>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          {state.items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="notifications-empty">
              <Typography>{t('notificationCenter.empty')}</Typography>
            </Paper>
          ) : (
            <NotificationList
              items={state.items}
              total={state.total}
              selectedId={selectedId}
              loadingMore={state.loadingMore}
              onSelect={(n) => void select(n)}
              onDelete={(n) => void remove(n)}
              onLoadMore={() => void state.loadMore()}
            />
          )}
          <NotificationDetail
            notification={selected}
            busy={busy}
            onView={(url) => void navigate(url)}
            onDelete={(n) => void remove(n)}
          />
        </Box>
      )}
    </Box>
  );
}
