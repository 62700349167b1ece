import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { decisionVerdicts } from '@tawzeef/oversight/rules';
import { useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { loose } from '../../forms/messages.ts';
import type { CompanyJob } from '../jobs/types.ts';
import { oneOf, useAddressFilters } from '../useAddressFilters.ts';
import { DecisionRows } from './DecisionRows.tsx';
import { exportDecisionLog } from './exportCsv.ts';
import { decisionLogResource, type DecisionLogEntry, type DecisionLogFilter } from './types.ts';

const PER_PAGE = 25;

/** /dashboard/decision-log: the company's AI outputs beside the decisions after them, filtered and exportable. */
export function DecisionLogPage() {
  const { t } = useTranslation();
  const say = loose(t);
  const notify = useNotify();
  const { params, setParam, clear, days, period } = useAddressFilters(['page']);
  const [exporting, setExporting] = useState(false);
  const jobs = useGetList<CompanyJob>('jobs', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'postedAt', order: 'DESC' },
  });
  const jobId = params.get('job') ?? '';
  const verdict = oneOf(decisionVerdicts, params.get('verdict'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter: DecisionLogFilter = {
    ...(jobId ? { jobId } : {}),
    ...(verdict ? { verdict } : {}),
    ...(period.from ? { occurredAt_gte: period.from } : {}),
    ...(period.to ? { occurredAt_lte: period.to } : {}),
  };
  const list = useGetList<DecisionLogEntry>(decisionLogResource, {
    filter,
    sort: { field: 'occurredAt', order: 'DESC' },
    pagination: { page, perPage: PER_PAGE },
  });
  const pages = Math.max(1, Math.ceil((list.total ?? 0) / PER_PAGE));
  const download = async () => {
    setExporting(true);
    try {
      await exportDecisionLog(filter);
    } catch {
      notify(t('decisionLog.exportFailed'), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('decisionLog.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Typography component="h1" variant="h5">
            {t('decisionLog.title')}
          </Typography>
          <Typography color="text.secondary">{t('decisionLog.subtitle')}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void download()}
          disabled={exporting}
          data-testid="decision-log-export"
        >
          {exporting ? t('decisionLog.exporting') : t('decisionLog.export')}
        </Button>
      </Box>
      <Alert severity="info" variant="outlined">
        {t('decisionLog.definition')} {t('decisionLog.retention')}
      </Alert>
      <Paper
        variant="outlined"
        role="search"
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          id="decision-log-job"
          label={t('decisionLog.filters.job')}
          value={(jobs.data ?? []).some((j) => j.id === jobId) ? jobId : ''}
          onChange={(event) => setParam('job', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('decisionLog.filters.allJobs')}</MenuItem>
          {(jobs.data ?? []).map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          id="decision-log-verdict"
          label={t('decisionLog.filters.verdict')}
          value={verdict}
          onChange={(event) => setParam('verdict', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('decisionLog.filters.allEntries')}</MenuItem>
          {decisionVerdicts.map((value) => (
            <MenuItem key={value} value={value}>
              {say(`decisionLog.verdict.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          id="decision-log-from"
          label={t('decisionLog.filters.from')}
          value={days.from}
          onChange={(event) => setParam('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          id="decision-log-to"
          label={t('decisionLog.filters.to')}
          value={days.to}
          onChange={(event) => setParam('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button onClick={clear}>{t('decisionLog.filters.clear')}</Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        {list.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('decisionLog.retry')}
              </Button>
            }
          >
            {t('decisionLog.failed')}
          </Alert>
        ) : list.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : list.data && list.data.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="decision-log-total">
              {t('decisionLog.total', { count: list.total ?? 0 })}
            </Typography>
            <DecisionRows rows={list.data} showApplication />
          </>
        ) : (
          <Typography color="text.secondary">{t('decisionLog.empty')}</Typography>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, value) => setParam('page', value > 1 ? String(value) : '')}
          getItemAriaLabel={(type, value) =>
            type === 'page' ? t('decisionLog.goToPage', { page: value ?? '' }) : say(`decisionLog.pages.${type}`)
          }
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
