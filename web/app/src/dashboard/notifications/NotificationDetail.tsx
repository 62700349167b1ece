import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications.ts';
import { loose } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { formatDateTime } from '../applications/profile/time.ts';
import { categoryLabel, notificationMessage, notificationTitle, TypeIcon } from './text.tsx';
import { UserText } from '../../i18n/isolate.tsx';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <UserText>{value}</UserText>
      </Typography>
    </>
  );
}

/** The side panel: the chosen notification with View Details (its action link) and Delete. */
export function NotificationDetail({
  notification: n,
  busy,
  onView,
  onDelete,
}: {
  notification: AppNotification | undefined;
  busy: boolean;
  onView: (url: string) => void;
  onDelete: (n: AppNotification) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!n) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 4, textAlign: 'center', alignSelf: 'start' }}
        data-testid="notification-detail-empty"
      >
        <Typography color="text.secondary">{t('notificationCenter.selectOne')}</Typography>
      </Paper>
    );
  }
  const meta = n.metadata ?? {};
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="notification-detail-title"
      sx={{ p: 2, display: 'grid', gap: 2, alignSelf: 'start' }}
      data-testid="notification-detail"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <TypeIcon type={n.type} />
        <Typography id="notification-detail-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {notificationTitle(t, n)}
        </Typography>
        <Chip
          size="small"
          data-testid="notification-read-state"
          color={n.read ? 'default' : 'primary'}
          label={n.read ? t('notificationCenter.read') : t('notificationCenter.unread')}
        />
      </Box>
      <Typography>{notificationMessage(t, n)}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 0.75,
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        }}
      >
        <Row label={t('notificationCenter.fields.type')} value={loose(t)(`notificationCenter.type.${n.type}`)} />
        <Row label={t('notificationCenter.fields.category')} value={categoryLabel(t, n.category)} />
        <Row label={t('notificationCenter.fields.time')} value={formatDateTime(n.timestamp, language)} />
        <Row label={t('notificationCenter.fields.candidate')} value={meta.candidateName} />
        <Row label={t('notificationCenter.fields.position')} value={meta.jobTitle} />
        <Row
          label={t('notificationCenter.fields.score')}
          value={typeof meta.score === 'number' ? `${meta.score}/100` : undefined}
        />
        <Row label={t('notificationCenter.fields.applicationId')} value={meta.applicationId} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {n.actionUrl && (
          <Button
            variant="contained"
            onClick={() => onView(n.actionUrl ?? '')}
            endIcon={<OpenInNew sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
          >
            {t('notificationCenter.viewDetails')}
          </Button>
        )}
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutline />}
          disabled={busy}
          onClick={() => onDelete(n)}
        >
          {t('notificationCenter.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
