import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Block from '@mui/icons-material/Block';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { countOf } from '../../i18n/plural.ts';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus, CompanyApplication } from '../../api/company-applications.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import {
  isFinal,
  emailOf,
  experienceYears,
  fullName,
  initials,
  lastActivityOf,
  overallOf,
  scoreOrNull,
} from './format.ts';
import { AiScore, Percent } from './ScoreCell.tsx';
import { SourceIcon } from './SourceIcon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UserText } from '../../i18n/isolate.tsx';
import type { OptionalColumn } from './columns.ts';
import type { ReactNode } from 'react';

export interface TableProps {
  rows: CompanyApplication[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  linkTo: (app: CompanyApplication) => string;
  onAction: (app: CompanyApplication, status: ApplicationStatus) => void;
  busy: Set<string>;
  /** The optional columns to show, in the table's order (the candidate and the actions are always shown). */
  columns: ReadonlySet<OptionalColumn>;
}

/** An icon button named by its label (and showing it on hover), so the actions column stays narrow. */
function RowAction({
  label,
  icon,
  color,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color: 'secondary' | 'error';
  disabled: boolean;
  onClick: () => void;
}) {
  const button = (
    <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no hover events: the tooltip listens on a wrapper.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** The actions stay in view at the end of the row even when the table scrolls sideways on a narrow screen. */
const stickyEnd = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderInlineStart: 1,
  borderInlineStartColor: 'divider',
} as const;

/** The applications table: selection, the chosen columns, and View / Schedule / Reject per row. */
export function ApplicationsTable({ rows, selected, onSelect, linkTo, onAction, busy, columns }: TableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const cells: Record<OptionalColumn, (app: CompanyApplication) => ReactNode> = {
    position: (app) => (
      <Box sx={{ maxWidth: 180, overflowWrap: 'anywhere' }}>
        {app.job?.title ? <UserText>{app.job.title}</UserText> : t('companyApplications.unknownPosition')}
      </Box>
    ),
    status: (app) => <StatusBadge status={app.status} />,
    aiScore: (app) => <AiScore app={app} />,
    interview1: (app) => <Percent value={scoreOrNull(app.interview1Score)} />,
    interview2: (app) => <Percent value={scoreOrNull(app.interview2Score)} />,
    hrInterview: (app) => <Percent value={scoreOrNull(app.hrInterviewScore)} />,
    overall: (app) => <Percent value={overallOf(app)} />,
    applied: (app) => formatDate(app.appliedAt, language),
    lastActivity: (app) => formatDate(lastActivityOf(app), language),
  };
  const shown = (Object.keys(cells) as OptionalColumn[]).filter((column) => columns.has(column));
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto', bgcolor: 'background.paper' }}
    >
      <Table
        size="small"
        aria-label={t('companyApplications.table.label')}
        // Narrower cell padding than MUI's 16 px: ten columns and the actions fit at 1280 px.
        sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" className="no-print">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                slotProps={{ input: { 'aria-label': t('companyApplications.table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('companyApplications.table.candidate')}</TableCell>
            {shown.map((column) => (
              <TableCell key={column} data-column={column}>
                {t(`companyApplications.table.${column}`)}
              </TableCell>
            ))}
            <TableCell className="no-print" data-column="actions" sx={stickyEnd}>
              {t('companyApplications.table.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((app) => {
            const name = fullName(app) || t('companyApplications.unknownCandidate');
            const years = experienceYears(app);
            const working = busy.has(app.id) || isFinal(app.status);
            return (
              <TableRow key={app.id} hover selected={selected.has(app.id)} data-testid="application-row">
                <TableCell padding="checkbox" className="no-print">
                  <Checkbox
                    checked={selected.has(app.id)}
                    onChange={() => toggle(app.id)}
                    slotProps={{ input: { 'aria-label': t('companyApplications.table.selectRow', { name }) } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 14 }} aria-hidden>
                      {initials(app)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                        <Link component={RouterLink} to={linkTo(app)} sx={{ fontWeight: 600 }} underline="hover">
                          <UserText>{name}</UserText>
                        </Link>
                        <SourceIcon source={app.source} />
                      </Box>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {emailOf(app) || t('companyApplications.noEmail')}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {years ? countOf(language, years, 'year') : t('companyApplications.notSpecified')}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                {shown.map((column) => (
                  <TableCell key={column} data-column={column}>
                    {cells[column](app)}
                  </TableCell>
                ))}
                <TableCell className="no-print" data-column="actions" sx={stickyEnd}>
                  <Box sx={{ display: 'flex', gap: 0.25, alignItems: 'center' }}>
                    <Button size="small" component={RouterLink} to={linkTo(app)} sx={{ minWidth: 0 }}>
                      {t('companyApplications.actions.view')}
                    </Button>
                    <RowAction
                      label={t('companyApplications.actions.schedule')}
                      color="secondary"
                      // A form, not a bare status: another interview may follow one already scheduled.
                      disabled={working || app.status === 'REJECTED'}
                      onClick={() => onAction(app, 'INTERVIEW_SCHEDULED')}
                      icon={<EventAvailable fontSize="small" />}
                    />
                    <RowAction
                      label={t('companyApplications.actions.reject')}
                      color="error"
                      disabled={working || app.status === 'REJECTED'}
                      onClick={() => onAction(app, 'REJECTED')}
                      icon={<Block fontSize="small" />}
                    />
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
