import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { ApplicationFilter } from './types.ts';
import { applicationErrorText } from './errors.ts';

/** Downloads the server's CSV of the rows the filters select (every page, not only the one shown). */
export function ExportButton({ filter, jobId }: { filter: ApplicationFilter; jobId?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportApplications(filter, jobId);
    } catch (error) {
      notify(applicationErrorText(t, error, 'companyApplications.exportFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<Download />} onClick={() => void run()} disabled={busy} className="no-print">
      {busy ? t('companyApplications.exporting') : t('companyApplications.export')}
    </Button>
  );
}
