import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Analytics } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { BarList, ColumnChart } from './charts.tsx';
import type { Formatters } from './format.ts';

type Props = { data: Analytics; f: Formatters };

export function FunnelChart({ data, f }: Props) {
  const { t } = useTranslation();
  const say = loose(t);
  const stage = (s: string) => say(`analytics.stage.${s}`);
  return (
    <ChartFigure
      id="funnel"
      title={t('analytics.funnel.title')}
      description={t('analytics.funnel.description')}
      empty={!data.funnel.some((s) => s.count > 0)}
      table={{
        columns: [
          t('analytics.funnel.stage'),
          t('analytics.funnel.count'),
          t('analytics.funnel.conversion'),
          t('analytics.funnel.fromApplied'),
        ],
        rows: data.funnel.map((s) => [
          stage(s.stage),
          f.number(s.count),
          f.percent(s.conversion),
          f.percent(s.fromApplied),
        ]),
      }}
    >
      <BarList
        bars={data.funnel.map((s, index) => ({
          key: s.stage,
          label: stage(s.stage),
          value: s.count,
          display: f.number(s.count),
          secondary:
            index === 0 ? undefined : t('analytics.funnel.conversionShort', { value: f.percent(s.conversion) }),
        }))}
      />
    </ChartFigure>
  );
}

export function TimeCharts({ data, f }: Props) {
  const { t } = useTranslation();
  const say = loose(t);
  const days = f.days;
  const facts = [
    { key: 'average', label: t('analytics.time.average'), value: days(data.timeToHire.averageDays) },
    { key: 'median', label: t('analytics.time.median'), value: days(data.timeToHire.medianDays) },
    { key: 'hires', label: t('analytics.time.hires'), value: f.number(data.timeToHire.hires) },
  ];
  return (
    <ChartFigure
      id="time"
      title={t('analytics.time.title')}
      description={t('analytics.time.description')}
      empty={!data.timeInStage.some((s) => s.count > 0) && data.timeToHire.hires === 0}
      table={{
        columns: [t('analytics.funnel.stage'), t('analytics.time.averageInStage'), t('analytics.time.measured')],
        rows: [
          [t('analytics.time.toHire'), days(data.timeToHire.averageDays), f.number(data.timeToHire.hires)],
          ...data.timeInStage.map((s) => [say(`analytics.stage.${s.stage}`), days(s.averageDays), f.number(s.count)]),
        ],
      }}
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mb: 2 }}
      >
        {facts.map((fact) => (
          <Box key={fact.key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <BarList
        color="secondary.main"
        bars={data.timeInStage.map((s) => ({
          key: s.stage,
          label: say(`analytics.stage.${s.stage}`),
          value: s.averageDays ?? 0,
          display: days(s.averageDays),
        }))}
      />
    </ChartFigure>
  );
}

export function TrendsChart({ data, f }: Props) {
  const { t } = useTranslation();
  const series = [
    { name: t('analytics.applications'), color: '#0f766e' },
    { name: t('analytics.interviews'), color: '#6366f1' },
    { name: t('analytics.hires'), color: '#f59e0b' },
  ];
  return (
    <ChartFigure
      id="trends"
      title={t('analytics.trends.title')}
      description={t('analytics.trends.description')}
      empty={data.trends.length === 0}
      table={{
        columns: [
          t('analytics.trends.month'),
          t('analytics.applications'),
          t('analytics.interviews'),
          t('analytics.hires'),
          t('analytics.trends.averageScore'),
        ],
        rows: data.trends.map((m) => [
          f.month(m.month),
          f.number(m.applications),
          f.number(m.interviews),
          f.number(m.hires),
          f.number(m.averageScore),
        ]),
      }}
    >
      <ColumnChart
        series={series}
        groups={data.trends.map((m) => ({
          key: m.month,
          label: f.month(m.month),
          values: [m.applications, m.interviews, m.hires],
        }))}
      />
    </ChartFigure>
  );
}
