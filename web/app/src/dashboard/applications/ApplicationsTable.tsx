import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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

export interface TableProps {
  rows: CompanyApplication[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  linkTo: (app: CompanyApplication) => string;
  onAction: (app: CompanyApplication, status: ApplicationStatus) => void;
  busy: Set<string>;
  showPosition?: boolean;
}

/** The applications table: selection, the spec's columns, and View / Schedule / Reject per row. */
export function ApplicationsTable({ rows, selected, onSelect, linkTo, onAction, busy, showPosition }: TableProps) {
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
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 1200 }} aria-label={t('companyApplications.table.label')}>
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
            {showPosition && <TableCell>{t('companyApplications.table.position')}</TableCell>}
            <TableCell>{t('companyApplications.table.status')}</TableCell>
            <TableCell>{t('companyApplications.table.aiScore')}</TableCell>
            <TableCell>{t('companyApplications.table.interview1')}</TableCell>
            <TableCell>{t('companyApplications.table.interview2')}</TableCell>
            <TableCell>{t('companyApplications.table.hrInterview')}</TableCell>
            <TableCell>{t('companyApplications.table.overall')}</TableCell>
            <TableCell>{t('companyApplications.table.applied')}</TableCell>
            <TableCell>{t('companyApplications.table.lastActivity')}</TableCell>
            <TableCell className="no-print">{t('companyApplications.table.actions')}</TableCell>
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
                <TableCell>
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
                {showPosition && (
                  <TableCell>
                    {app.job?.title ? <UserText>{app.job.title}</UserText> : t('companyApplications.unknownPosition')}
                  </TableCell>
                )}
                <TableCell>
                  <StatusBadge status={app.status} />
                </TableCell>
                <TableCell>
                  <AiScore app={app} />
                </TableCell>
                <TableCell>
                  <Percent value={scoreOrNull(app.interview1Score)} />
                </TableCell>
                <TableCell>
                  <Percent value={scoreOrNull(app.interview2Score)} />
                </TableCell>
                <TableCell>
                  <Percent value={scoreOrNull(app.hrInterviewScore)} />
                </TableCell>
                <TableCell>
                  <Percent value={overallOf(app)} />
                </TableCell>
                <TableCell>{formatDate(app.appliedAt, language)}</TableCell>
                <TableCell>{formatDate(lastActivityOf(app), language)}</TableCell>
                <TableCell className="no-print">
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Button size="small" component={RouterLink} to={linkTo(app)}>
                      {t('companyApplications.actions.view')}
                    </Button>
                    <Button
                      size="small"
                      color="secondary"
                      disabled={working || app.status === 'INTERVIEW_SCHEDULED'}
                      onClick={() => onAction(app, 'INTERVIEW_SCHEDULED')}
                    >
                      {t('companyApplications.actions.schedule')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={working || app.status === 'REJECTED'}
                      onClick={() => onAction(app, 'REJECTED')}
                    >
                      {t('companyApplications.actions.reject')}
                    </Button>
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
