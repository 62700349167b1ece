import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { analyticsPeriods, type AnalyticsPeriod } from './types.ts';
import { useLoad } from '../../api/useLoad.ts';
import { errorText, loose } from '../../forms/messages.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { DepartmentTable } from './DepartmentTable.tsx';
import { formatters } from './format.ts';
import { KpiCards } from './KpiCards.tsx';
import { AiChart } from './AiChart.tsx';
import { LocationsChart, SkillsChart, SourcesChart } from './AudienceCharts.tsx';
import { FunnelChart, TimeCharts, TrendsChart } from './PipelineCharts.tsx';

const two = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } };

/** /dashboard/analytics: every figure from the company's own data for the chosen period. */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('period'));
  const period: AnalyticsPeriod = (analyticsPeriods as readonly number[]).includes(asked)
    ? (asked as AnalyticsPeriod)
    : 6;
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const analytics = useLoad(() => dataProvider.analytics(period), [period]);
  const data = analytics.data;
  const f = useMemo(() => formatters(language, data?.currency ?? 'USD'), [language, data?.currency]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('analytics.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('analytics.title')}
          </Typography>
          <Typography color="text.secondary">
            {data
              ? t('analytics.range', {
                  from: formatDate(data.from, language),
                  to: formatDate(new Date(new Date(data.to).getTime() - 1).toISOString(), language),
                  currency: data.currency,
                })
              : t('analytics.subtitle')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          id="analytics-period"
          label={t('analytics.period')}
          value={String(period)}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value === '6') next.delete('period');
                else next.set('period', event.target.value);
                return next;
              },
              { replace: true },
            )
          }
          sx={{ minWidth: 200 }}
        >
          {analyticsPeriods.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {say(`analytics.periods.p${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {analytics.error ? (
        <Alert
          severity="error"
          data-testid="analytics-error"
          action={
            <Button color="inherit" size="small" onClick={analytics.reload}>
              {t('analytics.retry')}
            </Button>
          }
        >
          {errorText(t, analytics.error, 'analytics.loadFailed')}
        </Alert>
      ) : !data ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('analytics.loading')}</Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: analytics.loading ? 0.6 : 1 }} aria-busy={analytics.loading}>
          <KpiCards data={data} f={f} />
          <Box sx={two}>
            <FunnelChart data={data} f={f} />
            <TimeCharts data={data} f={f} />
          </Box>
          <TrendsChart data={data} f={f} />
          <Box sx={two}>
            <SourcesChart data={data} f={f} />
            <AiChart data={data} f={f} />
          </Box>
          <DepartmentTable data={data} f={f} />
          <Box sx={two}>
            <LocationsChart data={data} f={f} />
            <SkillsChart data={data} f={f} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
