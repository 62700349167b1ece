import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Analytics } from './types.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { BarList } from './charts.tsx';
import type { Formatters } from './format.ts';

type Props = { data: Analytics; f: Formatters };

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
