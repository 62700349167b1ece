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

export function SourcesChart({ data, f }: Props) {
  const { t } = useTranslation();
  const say = loose(t);
  const name = (s: string) => (['candidate', 'anonymous'].includes(s) ? say(`analytics.source.${s}`) : s);
  return (
    <ChartFigure
      id="sources"
      title={t('analytics.sources.title')}
      empty={data.sources.length === 0}
      table={{
        columns: [
          t('analytics.sources.source'),
          t('analytics.applications'),
          t('analytics.share'),
          t('analytics.hires'),
          t('analytics.hireRate'),
        ],
        rows: data.sources.map((s) => [
          name(s.source),
          f.number(s.applications),
          f.percent(s.share),
          f.number(s.hires),
          f.percent(s.hireRate),
        ]),
      }}
    >
      <BarList
        max={100}
        bars={data.sources.map((s) => ({
          key: s.source,
          label: name(s.source),
          value: s.share ?? 0,
          display: f.percent(s.share),
          secondary: `(${f.number(s.applications)})`,
        }))}
      />
    </ChartFigure>
  );
}

export function LocationsChart({ data, f }: Props) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      id="locations"
      title={t('analytics.locations.title')}
      empty={data.locations.length === 0}
      table={{
        columns: [t('analytics.locations.location'), t('analytics.applications'), t('analytics.share')],
        rows: data.locations.map((l) => [l.location, f.number(l.applications), f.percent(l.share)]),
      }}
    >
      <BarList
        bars={data.locations.map((l) => ({
          key: l.location,
          label: l.location,
          value: l.applications,
          display: f.number(l.applications),
          secondary: f.percent(l.share),
        }))}
      />
    </ChartFigure>
  );
}

export function SkillsChart({ data, f }: Props) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      id="skills"
      title={t('analytics.skills.title')}
      description={t('analytics.skills.description')}
      empty={data.topSkills.length === 0}
      table={{
        columns: [t('analytics.skills.skill'), t('analytics.skills.count'), t('analytics.share')],
        rows: data.topSkills.map((s) => [s.skill, f.number(s.count), f.percent(s.share)]),
      }}
    >
      <BarList
        color="secondary.main"
        bars={data.topSkills.map((s) => ({
          key: s.skill,
          label: s.skill,
          value: s.count,
          display: f.number(s.count),
          secondary: f.percent(s.share),
        }))}
      />
    </ChartFigure>
  );
}

export function AiChart({ data, f }: Props) {
  const { t } = useTranslation();
  const ai = data.ai;
  const rows = [
    {
      key: 'analysed',
      label: t('analytics.ai.analysed'),
      value: ai.analysedShare,
      detail: `${f.number(ai.analysed)} / ${f.number(ai.applications)}`,
    },
    {
      key: 'score',
      label: t('analytics.ai.averageScore'),
      value: ai.averageScore,
      detail: ai.averageScore == null ? '' : '/100',
    },
    {
      key: 'agreement',
      label: t('analytics.ai.agreement'),
      value: ai.agreement.rate,
      detail: `${f.number(ai.agreement.agreed)} / ${f.number(ai.agreement.decided)}`,
    },
  ];
  return (
    <ChartFigure
      id="ai"
      title={t('analytics.ai.title')}
      description={t('analytics.ai.description')}
      empty={ai.applications === 0}
      table={{
        columns: [t('analytics.ai.metric'), t('analytics.ai.value'), t('analytics.ai.detail')],
        rows: [
          [
            t('analytics.ai.analysed'),
            f.percent(ai.analysedShare),
            `${f.number(ai.analysed)} / ${f.number(ai.applications)}`,
          ],
          [t('analytics.ai.failed'), f.number(ai.failed), ''],
          [t('analytics.ai.averageScore'), f.number(ai.averageScore), '/100'],
          [t('analytics.ai.advance'), f.number(ai.recommendations.advance), ''],
          [t('analytics.ai.reject'), f.number(ai.recommendations.reject), ''],
          [
            t('analytics.ai.agreement'),
            f.percent(ai.agreement.rate),
            `${f.number(ai.agreement.agreed)} / ${f.number(ai.agreement.decided)}`,
          ],
        ],
      }}
    >
      <BarList
        max={100}
        color="success.main"
        bars={rows.map((row) => ({
          key: row.key,
          label: row.label,
          value: row.value ?? 0,
          display: row.key === 'score' ? f.number(row.value) : f.percent(row.value),
          secondary: row.detail || undefined,
        }))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('analytics.ai.recommendations', {
          advance: f.number(ai.recommendations.advance),
          reject: f.number(ai.recommendations.reject),
        })}
      </Typography>
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
