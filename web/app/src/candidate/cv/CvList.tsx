import Description from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cvName, type Cv } from '../../api/cvs.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { CvStatusChip } from './CvStatusChip.tsx';
import { formatSize } from './cvRules.ts';

/** One CV of the manager's list, with its actions. */
export function CvRow({
  cv,
  busy,
  onDelete,
  onActivate,
}: {
  cv: Cv;
  busy: boolean;
  onDelete: () => void;
  onActivate: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = cvName(cv);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="cv-row"
      data-active={cv.isActive}
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        borderColor: cv.isActive ? 'success.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <Description color={cv.isActive ? 'success' : 'action'} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="cv-name">
              <bdi>{name}</bdi>
            </Typography>
            {cv.isActive && <Chip size="small" color="success" label={t('cvManager.active')} data-testid="cv-active" />}
            <CvStatusChip status={cv.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('cvManager.lastUpdated', { date: formatDate(cv.updatedAt ?? cv.uploadedAt, language) })}
            {' · '}
            {t('cvManager.size', { size: formatSize(t, cv.fileSize) })}
          </Typography>
          {cv.status === 'ERROR' && (
            <Typography variant="body2" color="error">
              {t('cvManager.readFailed')}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!cv.isActive && (
          <Button
            size="small"
            variant="contained"
            onClick={onActivate}
            disabled={busy}
            aria-label={t('cvManager.setActiveLabel', { name })}
          >
            {t('cvManager.setActive')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          href={cv.fileUrl}
          download={name}
          aria-label={t('cvManager.downloadLabel', { name })}
        >
          {t('cvManager.download')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('cvManager.deleteLabel', { name })}
        >
          {t('cvManager.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
