import Description from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canChangeStatus } from '@tawzeef/applications/rules';
import { useTranslation } from 'react-i18next';
import {
  applicationStatuses,
  priorities,
  type ApplicationStatus,
  type CompanyApplication,
  type Priority,
} from '../types.ts';
import { loose } from '../../../forms/messages.ts';
import { formatDate } from '../../../jobs/format.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { isFinal, lastActivityOf } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { applicationCvUrl } from '../provider.ts';
import { Section } from './Section.tsx';
import { UserText, withoutBidiControls } from '../../../i18n/isolate.tsx';
import { shown } from '../../../privacy/erased.ts';

const quickActions: {
  status: ApplicationStatus;
  key: string;
  color: 'primary' | 'secondary' | 'success' | 'error' | 'info';
}[] = [
  { status: 'REVIEWING', key: 'moveToReview', color: 'primary' },
  { status: 'INTERVIEW_SCHEDULED', key: 'scheduleInterview', color: 'secondary' },
  { status: 'INTERVIEWED', key: 'markInterviewed', color: 'info' },
  { status: 'OFFERED', key: 'sendOffer', color: 'success' },
  { status: 'HIRED', key: 'markHired', color: 'success' },
  { status: 'REJECTED', key: 'reject', color: 'error' },
];

/** The statuses a recruiter may pick from the current one (the select shows the current one too). */
export const settable = (current: ApplicationStatus) =>
  applicationStatuses.filter((s) => s === current || canChangeStatus(current, s));

export function CurrentStatusCard({
  app,
  updating,
  onStatus,
  onPriority,
}: {
  app: CompanyApplication;
  updating: string | null;
  onStatus: (status: ApplicationStatus) => void;
  onPriority: (priority: Priority) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  return (
    <Section title={t('companyApplications.profile.currentStatus')} testId="current-status">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusBadge status={app.status} />
        {updating && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('companyApplications.profile.updating')}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('companyApplications.profile.lastUpdated', { date: formatDate(lastActivityOf(app), language) })}
      </Typography>
      <TextField
        select
        size="small"
        id="application-status-select"
        label={t('companyApplications.profile.changeStatus')}
        value={app.status}
        disabled={Boolean(updating) || isFinal(app.status)}
        onChange={(event) => onStatus(event.target.value as ApplicationStatus)}
      >
        {[...new Set([app.status, ...settable(app.status)])].map((status) => (
          <MenuItem key={status} value={status} disabled={status === app.status}>
            {say(`companyApplications.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="application-priority"
        label={t('companyApplications.filters.priority')}
        value={app.priority ?? 'medium'}
        disabled={Boolean(updating)}
        onChange={(event) => onPriority(event.target.value as Priority)}
      >
        {priorities.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {say(`companyApplications.priority.${priority}`)}
          </MenuItem>
        ))}
      </TextField>
    </Section>
  );
}

/** Each button is disabled while a change runs, or when the application already has its status. */
export function QuickActions({
  app,
  updating,
  onStatus,
}: {
  app: CompanyApplication;
  updating: string | null;
  onStatus: (status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  return (
    <Section title={t('companyApplications.profile.quickActions')} testId="quick-actions">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {quickActions.map((action) => {
          const unavailable = !canChangeStatus(app.status, action.status);
          return (
            <Button
              key={action.status}
              variant={action.status === 'HIRED' ? 'contained' : 'outlined'}
              color={action.color}
              disabled={Boolean(updating) || app.status === action.status || unavailable}
              onClick={() => onStatus(action.status)}
            >
              {updating === action.status
                ? t('companyApplications.profile.updating')
                : say(`companyApplications.quick.${action.key}`)}
            </Button>
          );
        })}
        <Typography variant="caption" color="text.secondary">
          {isFinal(app.status)
            ? say(`companyApplications.quick.final.${app.status}`)
            : app.status !== 'OFFERED'
              ? t('companyApplications.quick.hiredHint')
              : ''}
        </Typography>
      </Box>
    </Section>
  );
}

/** The CV is served by the API only to this company; it opens in a new tab, never embedded in the page. */
export function DocumentsCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  if (app.resume === null && !app.resumeUrl) return null;
  return (
    <Section title={t('companyApplications.profile.documents')}>
      <Button
        variant="outlined"
        startIcon={<Description />}
        component="a"
        href={applicationCvUrl(app.id)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="view-cv"
      >
        {t('companyApplications.profile.viewCv')}
      </Button>
      {app.resume?.fileName && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{shown(withoutBidiControls(app.resume.fileName))}</UserText>
        </Typography>
      )}
    </Section>
  );
}
