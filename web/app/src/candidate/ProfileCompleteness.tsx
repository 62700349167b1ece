import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { completenessChecks, type Completeness } from '../api/candidate.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** The server's percentage of the spec's 8 checks, with each check ticked or not. */
export function ProfileCompleteness({ completeness }: { completeness: Completeness | undefined }) {
  const { t } = useTranslation();
  const percentage = Math.round(completeness?.percentage ?? 0);
  return (
    <ProfileSection id="profile-completeness" title={t('candidate.profile.completeness')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percentage}
          aria-label={t('candidate.profile.completeness')}
          sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
          color={percentage >= 80 ? 'success' : percentage >= 50 ? 'warning' : 'error'}
        />
        <Typography sx={{ fontWeight: 700 }} data-testid="completeness-percentage">
          {t('candidate.profile.percent', { value: percentage })}
        </Typography>
      </Box>
      <List dense>
        {completenessChecks.map((check) => {
          const done = Boolean(completeness?.checks[check]);
          return (
            <ListItem key={check} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {done ? (
                  <CheckCircle color="success" fontSize="small" />
                ) : (
                  <RadioButtonUnchecked color="disabled" fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(`candidate.profile.checks.${check}`)}
                secondary={done ? t('candidate.profile.checkDone') : t('candidate.profile.checkMissing')}
              />
            </ListItem>
          );
        })}
      </List>
    </ProfileSection>
  );
}
