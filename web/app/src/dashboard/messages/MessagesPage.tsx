import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ColumnsButton, ListBase, ListView, Pagination, TopToolbar, useListContext, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exportCommunications, type Communication, type CommunicationFilter } from '../../api/communications.ts';
import { communicationErrorText, messagePath } from './format.tsx';
import { MessageFilters } from './MessageFilters.tsx';
import { MessageTable } from './MessageTable.tsx';
import { NewCommunicationDialog } from './NewCommunicationDialog.tsx';
import { StatsCards } from './StatsCards.tsx';
import { useMessageFilters } from './useMessageFilters.ts';

/** The server's CSV of every message the filters select (not only the page shown), formula-safe. */
function ExportCsvButton({ filter }: { filter: CommunicationFilter }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportCommunications(filter);
    } catch (caught) {
      notify(communicationErrorText(t, caught, 'communications.exportFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<Download />} onClick={() => void run()} disabled={busy}>
      {busy ? t('communications.exporting') : t('communications.export')}
    </Button>
  );
}

function Filters({ filters }: { filters: ReturnType<typeof useMessageFilters> }) {
  const { refetch, isFetching } = useListContext();
  return <MessageFilters state={filters} onRefresh={() => void refetch()} refreshing={Boolean(isFetching)} />;
}

/** /dashboard/messages: the Communication Center, the communications resource's list. */
export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useMessageFilters();
  const [composing, setComposing] = useState(false);
  return (
    <ListBase<Communication>
      resource="communications"
      filter={filters.filter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      disableSyncWithLocation
      exporter={false}
    >
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box>
            <Typography component="h1" variant="h5">
              {t('communications.title')}
            </Typography>
            <Typography color="text.secondary">{t('communications.subtitle')}</Typography>
          </Box>
          <Button variant="contained" startIcon={<Add />} onClick={() => setComposing(true)}>
            {t('communications.new.open')}
          </Button>
        </Box>
        <StatsCards />
        <Filters filters={filters} />
        <ListView<Communication>
          title={t('communications.title')}
          empty={false}
          actions={
            <TopToolbar>
              <ColumnsButton />
              <ExportCsvButton filter={filters.filter} />
            </TopToolbar>
          }
          pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
          sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          <MessageTable filters={filters} />
        </ListView>
      </Box>
      <NewCommunicationDialog
        open={composing}
        onClose={() => setComposing(false)}
        onSent={(message) => {
          setComposing(false);
          void navigate(messagePath(message.id));
        }}
      />
    </ListBase>
  );
}
