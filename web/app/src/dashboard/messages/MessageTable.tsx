import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  useListContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Communication } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import { UserText } from '../../i18n/isolate.tsx';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { asApiError } from '../dataProvider.ts';
import { BulkArchiveButton } from './BulkArchiveButton.tsx';
import { candidateName, communicationErrorText, messagePath, StatusChip, TypeIcon } from './format.tsx';
import { MessageRowActions } from './MessageRowActions.tsx';
import type { MessageFilterState } from './useMessageFilters.ts';
import { shown } from '../../privacy/erased.ts';

const Column = DataTable.Col<Communication>;
/** At 390 px the message and its actions stay; type, direction, status, job and date fold into the message cell. */
const wide = { display: { xs: 'none', md: 'table-cell' } };

const MessageRow = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="message-row" />;
const MessageBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={MessageRow} />;

function MessageCell({ message }: { message: Communication }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const preview = shown((message.content ?? message.call?.notes ?? '').replace(/\s+/g, ' ').trim());
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          bgcolor: 'grey.100',
        }}
        title={say(`communications.type.${message.type}`)}
      >
        <TypeIcon type={message.type} color="primary" fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, maxWidth: { xs: 210, sm: 360, lg: 440 } }}>
        <Link
          component={RouterLink}
          to={messagePath(message.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
          onClick={(event) => event.stopPropagation()}
        >
          <UserText>{candidateName(message, t)}</UserText>
        </Link>
        {message.subject && (
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.25 }} noWrap>
            <UserText>{shown(message.subject)}</UserText>
          </Typography>
        )}
        {preview && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {preview}
          </Typography>
        )}
        {message.job?.title && (
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            <UserText>{message.job.title}</UserText>
          </Typography>
        )}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <StatusChip message={message} />
          <Typography variant="caption" color="text.secondary">
            {say(`communications.type.${message.type}`)} · {formatDateTime(message.createdAt, language)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

function MessagesEmpty({ filters }: { filters: MessageFilterState }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="messages-empty">
      <Typography component="h2" variant="h6">
        {t('communications.empty')}
      </Typography>
      <Typography color="text.secondary">
        {filters.filtered ? t('communications.emptyFiltered') : t('communications.emptyNone')}
      </Typography>
      {filters.filtered && (
        <Button sx={{ mt: 1 }} onClick={filters.clear}>
          {t('communications.clearFilters')}
        </Button>
      )}
    </Box>
  );
}

/** The communications resource's table: sortable columns, the column chooser's choices, selection and bulk archive. */
export function MessageTable({ filters }: { filters: MessageFilterState }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const { error, isPending, refetch } = useListContext<Communication>();
  if (error) {
    return (
      <Alert severity="error" data-testid="messages-error" sx={{ m: 1 }}>
        <AlertTitle>{t('communications.loadFailed')}</AlertTitle>
        {communicationErrorText(t, asApiError(error), 'communications.loadFailed')}
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={() => void refetch()}>
            {t('communications.retry')}
          </Button>
        </Box>
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('communications.loading')}</Typography>
      </Box>
    );
  }
  return (
    <DataTable<Communication>
      body={MessageBody}
      rowClick={(id) => messagePath(String(id))}
      empty={<MessagesEmpty filters={filters} />}
      bulkActionButtons={<BulkArchiveButton restore={filters.archived} />}
      hiddenColumns={['direction', 'job', 'sentAt']}
      aria-label={t('communications.title')}
    >
      <Column
        source="candidate"
        label="communications.columns.message"
        render={(message) => <MessageCell message={message} />}
      />
      <Column
        source="type"
        label="communications.fields.type"
        sx={wide}
        render={(message) => say(`communications.type.${message.type}`)}
      />
      <Column
        source="direction"
        label="communications.fields.direction"
        sx={wide}
        render={(message) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            {message.direction === 'INBOUND' ? <CallReceived fontSize="inherit" /> : <CallMade fontSize="inherit" />}
            {say(`communications.direction.${message.direction}`)}
          </Box>
        )}
      />
      <Column
        source="status"
        label="communications.filters.status"
        sx={wide}
        render={(message) => <StatusChip message={message} />}
      />
      <Column
        source="job"
        label="communications.fields.job"
        sx={wide}
        disableSort
        render={(message) => (message.job?.title ? <UserText>{message.job.title}</UserText> : '—')}
      />
      <Column
        source="createdAt"
        label="communications.fields.createdAt"
        sx={wide}
        render={(message) => formatDateTime(message.createdAt, language)}
      />
      <Column
        source="sentAt"
        label="communications.fields.sentAt"
        sx={wide}
        render={(message) => (message.sentAt ? formatDateTime(message.sentAt, language) : '—')}
      />
      <Column source="actions" label="communications.columns.actions" disableSort>
        <MessageRowActions />
      </Column>
    </DataTable>
  );
}
