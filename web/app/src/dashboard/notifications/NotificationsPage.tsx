import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import {
  ColumnsButton,
  ExportButton,
  ListBase,
  ListView,
  Pagination,
  TopToolbar,
  useDataProvider,
  useDelete,
  useListContext,
  useNotify,
  useUpdate,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppNotification } from '../../api/notifications.ts';
import { errorText } from '../../forms/messages.ts';
import { asApiError, type DashboardDataProvider } from '../dataProvider.ts';
import { NotificationDetail } from './NotificationDetail.tsx';
import { NotificationFilters } from './NotificationFilters.tsx';
import { useNotificationStream } from './NotificationStream.tsx';
import { NotificationTable } from './NotificationTable.tsx';
import { useNotificationExporter } from './notificationExporter.ts';
import { useNotificationFilters } from './useNotificationFilters.ts';

/** The header badge and the subtitle read the server's count after a change (the live stream also sends it). */
function useUnreadRefresh() {
  const { setUnreadCount } = useNotificationStream();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  return useCallback(() => {
    dataProvider
      .unreadNotifications()
      .then(setUnreadCount)
      .catch(() => undefined);
  }, [dataProvider, setUnreadCount]);
}

function Header() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { unreadCount, setUnreadCount } = useNotificationStream();
  const { refetch } = useListContext();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [busy, setBusy] = useState(false);
  const unread = unreadCount ?? 0;
  const markAll = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.markAllNotificationsRead();
      setUnreadCount(answer.unreadCount);
      await refetch();
    } catch (caught) {
      notify(errorText(t, caught, 'notificationCenter.markFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box>
        <Typography component="h1" variant="h5">
          {t('notificationCenter.title')}
        </Typography>
        <Typography color="text.secondary" role="status" data-testid="unread-subtitle">
          {t('notificationCenter.subtitle', { count: unread })}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<DoneAll />} onClick={() => void markAll()} disabled={busy || unread === 0}>
        {t('notificationCenter.markAllRead')}
      </Button>
    </Box>
  );
}

/** The list and the detail panel; a new notification on the live stream (or a reconnect) fetches the list again. */
function NotificationsBody() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, refetch } = useListContext<AppNotification>();
  const { subscribe } = useNotificationStream();
  const refreshUnread = useUnreadRefresh();
  const [selectedId, setSelectedId] = useState<string>();
  const [update] = useUpdate<AppNotification>();
  const [remove, { isPending: deleting }] = useDelete<AppNotification>();
  const selected = data?.find((n) => n.id === selectedId);

  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'notification' || event.reconnect) void refetch();
      }),
    [subscribe, refetch],
  );

  const select = (n: AppNotification) => {
    setSelectedId(n.id);
    if (n.read) return;
    void update(
      'notifications',
      { id: n.id, data: { read: true }, previousData: n },
      {
        mutationMode: 'optimistic',
        onSuccess: refreshUnread,
        onError: (caught) =>
          notify(errorText(t, asApiError(caught), 'notificationCenter.markFailed'), { type: 'error' }),
      },
    );
  };

  const deleteOne = (n: AppNotification) =>
    void remove(
      'notifications',
      { id: n.id, previousData: n },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          if (selectedId === n.id) setSelectedId(undefined);
          refreshUnread();
          notify('notificationCenter.deleted', { type: 'info' });
        },
        onError: (caught) =>
          notify(errorText(t, asApiError(caught), 'notificationCenter.deleteFailed'), { type: 'error' }),
      },
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 0, md: 1 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <NotificationTable selectedId={selectedId} onSelect={select} onDelete={deleteOne} onChanged={refreshUnread} />
      <NotificationDetail
        notification={selected}
        busy={deleting}
        onView={(url) => void navigate(url)}
        onDelete={deleteOne}
      />
    </Box>
  );
}

/** /dashboard/notifications: the notifications resource's list with filters, the detail panel and Mark All Read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const filters = useNotificationFilters();
  const exporter = useNotificationExporter();
  return (
    <ListBase<AppNotification>
      resource="notifications"
      filter={filters.filter}
      sort={{ field: 'timestamp', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      exporter={exporter}
    >
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Header />
        <NotificationFilters state={filters} />
        <ListView<AppNotification>
          title={t('notificationCenter.title')}
          empty={false}
          actions={
            <TopToolbar>
              <ColumnsButton />
              {/* The API pages at most 100 rows. */}
              <ExportButton maxResults={100} />
            </TopToolbar>
          }
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
          sx={{
            '& .RaList-main': { minWidth: 0 },
            '& .RaDataTable-tableWrapper': { overflowX: 'auto', maxHeight: 600, overflowY: 'auto' },
          }}
        >
          <NotificationsBody />
        </ListView>
      </Box>
    </ListBase>
  );
}
