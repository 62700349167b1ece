import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { communicationsApi, type Communication } from '../../api/communications.ts';
import { communicationErrorText } from './format.tsx';
import { MessageFilters } from './MessageFilters.tsx';
import { MessageRow } from './MessageRow.tsx';
import { NewCommunicationDialog } from './NewCommunicationDialog.tsx';
import { StatsCards } from './StatsCards.tsx';
import { useMessageList } from './useMessageList.ts';

/** /dashboard/messages: the Communication Center. */
export function MessagesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const state = useMessageList();
  const [busyId, setBusyId] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [composing, setComposing] = useState(false);
  const { data, error, loading } = state.list;

  const archive = async (message: Communication) => {
    setBusyId(message.id);
    try {
      await communicationsApi.archive(message.id, !message.archived);
      notify(message.archived ? 'communications.restored' : 'communications.archived', { type: 'info' });
      state.reloadAll();
    } catch (caught) {
      notify(communicationErrorText(t, caught, 'communications.archiveFailed'), { type: 'error' });
    } finally {
      setBusyId(undefined);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await communicationsApi.exportCsv(state.filter);
    } catch (caught) {
      notify(communicationErrorText(t, caught, 'communications.exportFailed'), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const totalPages = data?.totalPages ?? 1;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('communications.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('communications.title')}
          </Typography>
          <Typography color="text.secondary">{t('communications.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? t('communications.exporting') : t('communications.export')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setComposing(true)}>
            {t('communications.new.open')}
          </Button>
        </Box>
      </Box>
      <StatsCards stats={state.stats.data} />
      <MessageFilters state={state} />
      {error ? (
        <Alert severity="error" data-testid="messages-error">
          <AlertTitle>{t('communications.loadFailed')}</AlertTitle>
          {communicationErrorText(t, error, 'communications.loadFailed')}
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" variant="outlined" size="small" onClick={state.list.reload}>
              {t('communications.retry')}
            </Button>
          </Box>
        </Alert>
      ) : loading && !data ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('communications.loading')}</Typography>
        </Box>
      ) : !data || data.communications.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="messages-empty">
          <Typography component="h2" variant="h6">
            {t('communications.empty')}
          </Typography>
          <Typography color="text.secondary">
            {state.filtered ? t('communications.emptyFiltered') : t('communications.emptyNone')}
          </Typography>
          {state.filtered && (
            <Button sx={{ mt: 1 }} onClick={state.clear}>
              {t('communications.clearFilters')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box aria-busy={loading}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {t('communications.count', { count: data.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {data.communications.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                busy={busyId === message.id}
                onArchive={(m) => void archive(m)}
              />
            ))}
          </Box>
          {totalPages > 1 && (
            <Box
              component="nav"
              aria-label={t('communications.pagination')}
              sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center', mt: 2 }}
            >
              <Button
                variant="outlined"
                disabled={state.page <= 1 || loading}
                onClick={() => state.setParam('page', state.page - 1 > 1 ? String(state.page - 1) : '')}
              >
                {t('communications.previous')}
              </Button>
              <Typography>{t('communications.pageOf', { page: state.page, pages: totalPages })}</Typography>
              <Button
                variant="outlined"
                disabled={state.page >= totalPages || loading}
                onClick={() => state.setParam('page', String(state.page + 1))}
              >
                {t('communications.next')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      <NewCommunicationDialog
        open={composing}
        onClose={() => setComposing(false)}
        onSent={(message) => {
          setComposing(false);
          void navigate(`/dashboard/messages/${encodeURIComponent(message.id)}`);
        }}
      />
    </Box>
  );
}
