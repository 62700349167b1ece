import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BulkDeleteButton,
  BulkExportButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  useListContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications.ts';
import { errorText, loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { visuallyHidden } from '../analytics/visuallyHidden.ts';
import { formatDateTime } from '../applications/profile/time.ts';
import { asApiError } from '../dataProvider.ts';
import { BulkMarkReadButton } from './BulkMarkReadButton.tsx';
import { ageLabel, categoryLabel, notificationMessage, notificationTitle, TypeIcon } from './text.tsx';

const Column = DataTable.Col<AppNotification>;
const wide = { display: { xs: 'none', md: 'table-cell' } };

function NotificationRow(props: DataTableRowProps) {
  const record = useRecordContext<AppNotification>();
  return <DataTableRow {...props} data-testid="notification-item" data-read={record?.read ? 'true' : 'false'} />;
}
const NotificationBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NotificationRow} />;

/** The title (a button that opens the notification), its message in two lines and its age. */
function TitleCell({
  n,
  selected,
  onSelect,
}: {
  n: AppNotification;
  selected: boolean;
  onSelect: (n: AppNotification) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ButtonBase
      onClick={(event) => {
        event.stopPropagation();
        onSelect(n);
      }}
      aria-current={selected ? 'true' : undefined}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', textAlign: 'start', width: '100%', borderRadius: 1 }}
    >
      <Box sx={{ pt: 0.25 }}>
        <TypeIcon type={n.type} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {!n.read && (
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
            />
          )}
          <Typography sx={{ fontWeight: n.read ? 400 : 700, flex: 1 }} noWrap>
            {!n.read && (
              <Box component="span" sx={visuallyHidden}>
                {t('notificationCenter.unread')}:{' '}
              </Box>
            )}
            {notificationTitle(t, n)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {ageLabel(t, language, n.timestamp)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {notificationMessage(t, n)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/**
 * The notifications resource's table: at most 600 px high (it scrolls); a row opens the notification, its close
 * icon deletes it; selected rows can be marked read, deleted or exported together.
 */
export function NotificationTable({
  selectedId,
  onSelect,
  onDelete,
  onChanged,
}: {
  selectedId: string | undefined;
  onSelect: (n: AppNotification) => void;
  onDelete: (n: AppNotification) => void;
  /** After marking read: the unread count is read again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const { error, isPending, refetch } = useListContext<AppNotification>();
  if (error) {
    return (
      <Alert
        severity="error"
        data-testid="notifications-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('notificationCenter.retry')}
          </Button>
        }
      >
        {errorText(t, asApiError(error), 'notificationCenter.loadFailed')}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('notificationCenter.loading')}</Typography>
      </Box>
    );
  }
  return (
    <Box data-testid="notification-list" aria-label={t('notificationCenter.listLabel')} component="section">
      <DataTable<AppNotification>
        body={NotificationBody}
        rowClick={(_id, _resource, record) => {
          onSelect(record);
          return false;
        }}
        rowSx={(record) => (record.id === selectedId ? { bgcolor: 'action.selected' } : {})}
        empty={
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="notifications-empty">
            <Typography>{t('notificationCenter.empty')}</Typography>
          </Paper>
        }
        bulkActionButtons={
          <>
            <BulkMarkReadButton onDone={onChanged} />
            <BulkExportButton />
            <BulkDeleteButton mutationMode="pessimistic" />
          </>
        }
        hiddenColumns={['type', 'read', 'timestamp']}
      >
        <Column
          source="title"
          label="notificationCenter.columns.notification"
          disableSort
          render={(n) => <TitleCell n={n} selected={n.id === selectedId} onSelect={onSelect} />}
        />
        <Column
          source="category"
          label="notificationCenter.fields.category"
          sx={wide}
          render={(n) => categoryLabel(t, n.category)}
        />
        <Column
          source="type"
          label="notificationCenter.fields.type"
          sx={wide}
          render={(n) => say(`notificationCenter.type.${n.type}`)}
        />
        <Column
          source="read"
          label="notificationCenter.readFilter"
          sx={wide}
          render={(n) => (
            <Chip
              size="small"
              color={n.read ? 'default' : 'primary'}
              label={n.read ? t('notificationCenter.read') : t('notificationCenter.unread')}
            />
          )}
        />
        <Column
          source="timestamp"
          label="notificationCenter.fields.time"
          sx={wide}
          render={(n) => formatDateTime(n.timestamp, language)}
        />
        <Column source="actions" label="notificationCenter.columns.actions" disableSort>
          <DeleteCell onDelete={onDelete} />
        </Column>
      </DataTable>
    </Box>
  );
}

function DeleteCell({ onDelete }: { onDelete: (n: AppNotification) => void }) {
  const { t } = useTranslation();
  const n = useRecordContext<AppNotification>();
  if (!n) return null;
  return (
    <IconButton
      size="small"
      aria-label={t('notificationCenter.deleteLabel', { title: notificationTitle(t, n) })}
      onClick={(event) => {
        event.stopPropagation();
        onDelete(n);
      }}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}
