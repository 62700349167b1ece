import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { auditStages, SEX_BY_AGE } from '@tawzeef/oversight/rules';
import { Title, useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { biasAuditApi } from '../../api/biasAudit.ts';
import { useLoad } from '../../api/useLoad.ts';
import { loose } from '../../forms/messages.ts';
import { intlLocale } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import type { CompanyJob } from '../jobs/types.ts';
import { useAddressFilters } from '../useAddressFilters.ts';
import { AuditTable } from './AuditTable.tsx';

/** /dashboard/bias-audit: selection rates and impact ratios per job, stage and group, with CSV and PDF exports. */
export function BiasAuditPage() {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const { params, setParam, clear, days, period } = useAddressFilters([]);
  const jobs = useGetList<CompanyJob>('jobs', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'postedAt', order: 'DESC' },
  });
  const jobId = params.get('job') || undefined;
  const badPeriod = !!period.from && !!period.to && period.from > period.to;
  const report = useLoad(
    (signal) => (badPeriod ? Promise.resolve(undefined) : biasAuditApi.report(jobId, period, signal)),
    [jobId, period.from, period.to, badPeriod],
  );
  const numbers = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
  const percents = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 });
  const format = (n: number, percent = false) => (percent ? percents : numbers).format(n);
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const dayText = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
  const shown = (at: string | undefined) => (at ? dayText.format(new Date(at)) : '');
  const periodText =
    period.from && period.to
      ? t('biasAudit.periodBetween', { from: shown(period.from), to: shown(period.to) })
      : period.from
        ? t('biasAudit.periodFrom', { from: shown(period.from) })
        : period.to
          ? t('biasAudit.periodTo', { to: shown(period.to) })
          : t('biasAudit.allPeriod');
  const off = report.error instanceof ApiError && report.error.code === 'SELF_ID.NOT_CONFIGURED';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('biasAudit.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Typography component="h1" variant="h5">
            {t('biasAudit.title')}
          </Typography>
          <Typography color="text.secondary">{t('biasAudit.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<Download />}
              href={biasAuditApi.exportUrl(format, jobId, period, language, tz)}
              disabled={badPeriod}
              download
              data-testid={`bias-audit-export-${format}`}
            >
              {format === 'csv' ? t('biasAudit.exportCsv') : t('biasAudit.exportPdf')}
            </Button>
          ))}
        </Box>
      </Box>
      <Alert severity="info" variant="outlined">
        {t('biasAudit.method')}
      </Alert>
      <Paper
        variant="outlined"
        role="search"
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          id="bias-audit-job"
          label={t('biasAudit.job')}
          value={(jobs.data ?? []).some((j) => j.id === jobId) ? jobId : ''}
          onChange={(event) => setParam('job', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        >
          <MenuItem value="">{t('biasAudit.allJobs')}</MenuItem>
          {(jobs.data ?? []).map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            type="date"
            id={`bias-audit-${end}`}
            label={t(`biasAudit.${end}`)}
            value={days[end]}
            onChange={(event) => setParam(end, event.target.value)}
            error={badPeriod}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Button onClick={clear}>{t('biasAudit.clear')}</Button>
      </Paper>
      {badPeriod ? (
        <Alert severity="warning">{t('biasAudit.badPeriod')}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="bias-audit-period">
          {periodText}
        </Typography>
      )}
      {report.loading && !report.data && <Skeleton variant="rounded" height={240} />}
      {report.error !== undefined && (
        <Alert
          severity={off ? 'info' : 'error'}
          action={off ? undefined : <Button onClick={report.reload}>{t('biasAudit.retry')}</Button>}
        >
          {off ? t('biasAudit.off') : t('biasAudit.failed')}
        </Alert>
      )}
      {!badPeriod && report.data && !report.data.jobs.length && <Alert severity="info">{t('biasAudit.empty')}</Alert>}
      {!badPeriod &&
        report.data?.jobs.map((job) => (
          <Paper key={job.jobId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
            <Box>
              <Typography component="h2" variant="h6" dir="auto">
                {job.jobTitle}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {t('biasAudit.applications', { count: job.applications })}
              </Typography>
            </Box>
            {auditStages.slice(1).map((stage, i) => (
              <Box key={stage} component="section" sx={{ display: 'grid', gap: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('biasAudit.stageHeading', {
                    stage: say(`biasAudit.stage.${stage}`),
                    previous: say(`biasAudit.stage.${auditStages[i]}`),
                  })}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                    alignItems: 'start',
                  }}
                >
                  {job.tables
                    .filter((table) => table.stage === stage)
                    .map((table) => (
                      // Sex × age band has the most groups: the whole width, under the single questions.
                      <Box key={table.question} sx={{ gridColumn: table.question === SEX_BY_AGE ? '1 / -1' : 'auto' }}>
                        <AuditTable table={table} format={format} language={language} />
                      </Box>
                    ))}
                </Box>
              </Box>
            ))}
          </Paper>
        ))}
    </Box>
  );
}
