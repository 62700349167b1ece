import Block from '@mui/icons-material/Block';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus, CompanyApplication } from './types.ts';
import { isFinal } from './format.ts';

/** An icon button named by its label (and showing it on hover), so the actions column stays narrow. */
function RowAction(props: {
  label: string;
  icon: ReactNode;
  color: 'secondary' | 'error';
  disabled: boolean;
  onClick: () => void;
}) {
  // A disabled button fires no hover events: the tooltip listens on a wrapper.
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          color={props.color}
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The row's actions: View, then Schedule and Reject as named icon buttons. */
export function RowActions({
  app,
  linkTo,
  busy,
  act,
}: {
  app: CompanyApplication;
  linkTo: (app: CompanyApplication) => string;
  /** The applications with a change under way. */
  busy: Set<string>;
  act: (app: CompanyApplication, status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation();
  const working = busy.has(app.id) || isFinal(app.status);
  return (
    <Box sx={{ display: 'flex', gap: 0.25, alignItems: 'center' }}>
      <Button size="small" component={RouterLink} to={linkTo(app)} sx={{ minWidth: 0 }}>
        {t('companyApplications.actions.view')}
      </Button>
      <RowAction
        label={t('companyApplications.actions.schedule')}
        color="secondary"
        // A form, not a bare status: another interview may follow one already scheduled.
        disabled={working || app.status === 'REJECTED'}
        onClick={() => act(app, 'INTERVIEW_SCHEDULED')}
        icon={<EventAvailable fontSize="small" />}
      />
      <RowAction
        label={t('companyApplications.actions.reject')}
        color="error"
        disabled={working || app.status === 'REJECTED'}
        onClick={() => act(app, 'REJECTED')}
        icon={<Block fontSize="small" />}
      />
    </Box>
  );
}
