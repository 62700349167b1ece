import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Feature {
  icon: ReactNode;
  title: string;
  body: string;
}

export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {features.map((feature) => (
        <Card component="li" key={feature.title} variant="outlined" sx={{ p: 3 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(15, 118, 110, 0.1)',
              color: 'primary.main',
              mb: 2,
            }}
          >
            {feature.icon}
          </Box>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {feature.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {feature.body}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
