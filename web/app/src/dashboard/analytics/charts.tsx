import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (a count, a percentage, days). */
  display: string;
  secondary?: string;
}

/**
 * Horizontal bars drawn with boxes: a flex row per item, so they grow from the start side in both directions
 * (left to right in English, right to left in Arabic) without any mirroring code.
 */
export function BarList({ bars, max, color = 'primary.main' }: { bars: Bar[]; max?: number; color?: string }) {
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {bars.map((bar) => (
        <Box
          component="li"
          key={bar.key}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(90px, 28%) minmax(0, 1fr) auto' },
          }}
        >
          {/* Labels wrap rather than being cut ("Applied without an a…"). */}
          <Typography
            variant="body2"
            data-testid="bar-label"
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}
          >
            {bar.label}
          </Typography>
          <Box sx={{ height: 14, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
            <Box
              data-testid="bar"
              sx={{
                height: '100%',
                width: `${Math.max(0, Math.min(100, (bar.value / top) * 100))}%`,
                minWidth: bar.value > 0 ? 3 : 0,
                bgcolor: color,
                borderRadius: 1,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {bar.display}
            {bar.secondary && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: '6px' }}>
                {bar.secondary}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface Series {
  name: string;
  color: string;
}

/** Grouped columns (one group per month); the order follows the reading direction. */
export function ColumnChart({
  groups,
  series,
  height = 180,
}: {
  groups: { key: string; label: string; values: number[] }[];
  series: Series[];
  height?: number;
}) {
  const top = Math.max(1, ...groups.flatMap((group) => group.values));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        {series.map((s) => (
          <Box key={s.name} sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            <Typography variant="caption">{s.name}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))`,
          gap: { xs: 0.75, sm: 2 },
          alignItems: 'end',
          height,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {groups.map((group) => (
          <Box key={group.key} sx={{ display: 'flex', gap: '2px', alignItems: 'flex-end', height: '100%' }}>
            {group.values.map((value, index) => (
              <Box
                key={series[index]?.name ?? index}
                data-testid="column"
                title={`${series[index]?.name ?? ''}: ${value}`}
                sx={{
                  flex: 1,
                  height: `${(value / top) * 100}%`,
                  minHeight: value > 0 ? 2 : 0,
                  bgcolor: series[index]?.color,
                  borderRadius: '3px 3px 0 0',
                }}
              />
            ))}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))`,
          gap: { xs: 0.75, sm: 2 },
        }}
      >
        {groups.map((group) => (
          <Typography key={group.key} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }} noWrap>
            {group.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
