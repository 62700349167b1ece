import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { asApiError } from '../dataProvider.ts';
import { communicationErrorText } from './format.tsx';

/** Archives the selected messages (or restores them, in the archive): one PATCH /{id}/archive each. */
export function BulkArchiveButton({ restore }: { restore: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await Promise.all(
        selectedIds.map((id) =>
          dataProvider.update('communications', {
            id,
            data: { archived: !restore },
            previousData: { id },
            meta: { action: 'archive', method: 'PATCH' },
          }),
        ),
      );
      const count = selectedIds.length;
      notify(t(restore ? 'communications.bulkRestored' : 'communications.bulkArchived', { count }), { type: 'info' });
      onUnselectItems();
    } catch (error) {
      notify(communicationErrorText(t, asApiError(error), 'communications.archiveFailed'), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button
      size="small"
      disabled={busy}
      onClick={() => void run()}
      startIcon={restore ? <UnarchiveOutlined /> : <ArchiveOutlined />}
    >
      {restore ? t('communications.restoreSelected') : t('communications.archiveSelected')}
    </Button>
  );
}
