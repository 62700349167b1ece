import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../api/company.ts';
import { intlLocale } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { loose } from '../../forms/messages.ts';

export function SubscriptionTab({ company }: { company: Company }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const s = company.subscription;
  if (!s) return <Typography color="text.secondary">{t('subscription.none')}</Typography>;
  const renewal = s.renewal
    ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(new Date(s.renewal))
    : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {t('subscription.plan', { plan: say(`subscription.plans.${s.plan}`, { defaultValue: s.plan }) })}
        </Typography>
        <Chip
          size="small"
          color={s.status === 'ACTIVE' ? 'success' : 'default'}
          label={say(`subscription.statuses.${s.status}`, { defaultValue: s.status })}
        />
      </Box>
      <Typography color="text.secondary">
        {renewal ? t('subscription.activeUntil', { date: renewal }) : t('subscription.noRenewal')}
      </Typography>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('subscription.features')}
        </Typography>
        {s.features.length ? (
          <List dense>
            {s.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircle color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={say(`subscription.featureNames.${feature}`, { defaultValue: feature })} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('subscription.noFeatures')}</Typography>
        )}
      </Box>
    </Box>
  );
}
