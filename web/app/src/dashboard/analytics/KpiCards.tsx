import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { kpiNames, type Analytics, type KpiName } from './types.ts';
import { loose } from '../../forms/messages.ts';
import type { Formatters } from './format.ts';

/** For these a fall is the good direction. */
const lowerIsBetter = new Set<KpiName>(['timeToHireDays']);

export function KpiCards({ data, f }: { data: Analytics; f: Formatters }) {
  const { t } = useTranslation();
  const say = loose(t);
  const show = (name: KpiName, value: number | null) =>
    name === 'averageHireSalary'
      ? f.money(value)
      : name === 'offerAcceptanceRate'
        ? f.percent(value)
        : name === 'timeToHireDays'
          ? f.days(value)
          : f.number(value);
  return (
    <Box
      component="ul"
      aria-label={t('analytics.kpisLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, 1fr)' },
      }}
    >
      {kpiNames.map((name) => {
        const kpi = data.kpis[name];
        const change = kpi?.change;
        const good = change == null || change === 0 ? undefined : lowerIsBetter.has(name) ? change < 0 : change > 0;
        const Icon = change == null || change === 0 ? TrendingFlat : change > 0 ? TrendingUp : TrendingDown;
        return (
          <Paper key={name} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid={`kpi-${name}`}>
            <Typography variant="body2" color="text.secondary">
              {say(`analytics.kpi.${name}`)}
            </Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700, my: 0.5 }}>
              {show(name, kpi?.value ?? null)}
            </Typography>
            <Typography
              variant="caption"
              sx={{
                display: 'inline-flex',
                gap: 0.5,
                alignItems: 'center',
                color: good === undefined ? 'text.secondary' : good ? 'success.main' : 'error.main',
              }}
            >
              <Icon
                fontSize="inherit"
                aria-hidden="true"
                sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
              />
              {change == null
                ? t('analytics.noComparison')
                : t('analytics.change', { change: `${change > 0 ? '+' : ''}${f.percent(change)}` })}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
