import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  BulkDeleteButton,
  BulkExportButton,
  ColumnsButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  ExportButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CompanyJob, JobStatus } from './types.ts';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';
import { formatDate } from '../../jobs/format.ts';
import { salaryLabel } from '../../jobs/salary.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from '../../public/jobFormat.ts';
import { JobFilters, useJobFilters } from './JobFilters.tsx';
import { useJobExporter } from './jobExporter.ts';
import { JobRowActions } from './JobRowActions.tsx';

const statusColor: Record<JobStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  DRAFT: 'default',
  CLOSED: 'default',
  EXPIRED: 'error',
  DELETED: 'error',
};

const Column = DataTable.Col<CompanyJob>;
const NumberColumn = DataTable.NumberCol<CompanyJob>;

/** Narrow screens keep the job and its actions; the status and type move under the title. */
const wide = { display: { xs: 'none', md: 'table-cell' } };

function StatusChip({ job, testId }: { job: CompanyJob; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={statusColor[job.status]}
      label={t(`jobManagement.statusLabel.${job.status}`)}
      data-testid={testId}
    />
  );
}

const JobRow = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="company-job" />;
const JobBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={JobRow} />;

function JobsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 5, textAlign: 'center' }} data-testid="jobs-empty">
      <Typography component="h2" variant="h6">
        {filtered ? t('jobManagement.noMatch') : t('jobManagement.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {filtered ? t('jobManagement.noMatchBody') : t('jobManagement.emptyBody')}
      </Typography>
      {!filtered && (
        <Button variant="contained" component={RouterLink} to="/dashboard/jobs/create">
          {t('jobManagement.createFirst')}
        </Button>
      )}
    </Box>
  );
}

function LoadError() {
  const { t } = useTranslation();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {t('jobManagement.tryAgain')}
        </Button>
      }
    >
      {t('jobManagement.loadError')}
    </Alert>
  );
}

function JobTable({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { error } = useListContext();
  if (error) return <LoadError />;
  return (
    <DataTable<CompanyJob>
      body={JobBody}
      rowClick={false}
      empty={<JobsEmpty filtered={filtered} />}
      bulkActionButtons={
        <>
          <BulkExportButton />
          <BulkDeleteButton mutationMode="pessimistic" />
        </>
      }
      hiddenColumns={['views', 'deadline']}
    >
      <Column
        source="title"
        label="jobManagement.columns.title"
        render={(job) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              <UserText>{job.title}</UserText>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <UserTexts items={[job.department, job.location]} />
            </Typography>
            <Box sx={{ display: { xs: 'flex', md: 'none' }, gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <StatusChip job={job} />
              <Typography variant="body2" color="text.secondary">
                {t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)}
              </Typography>
            </Box>
          </>
        )}
      />
      <Column
        source="status"
        label="jobManagement.status"
        sx={wide}
        render={(job) => <StatusChip job={job} testId="job-status" />}
      />
      <Column
        source="type"
        label="jobManagement.type"
        sx={wide}
        disableSort
        render={(job) => t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)}
      />
      <Column
        source="salary"
        label="jobManagement.columns.salary"
        sx={wide}
        disableSort
        render={(job) => (job.salary ? salaryLabel(t, job, language) : '—')}
      />
      <NumberColumn source="applicants" label="jobManagement.columns.applicants" sx={wide} />
      <NumberColumn source="views" label="jobManagement.columns.views" sx={wide} disableSort />
      <Column
        source="postedAt"
        label="jobManagement.columns.posted"
        sx={wide}
        render={(job) => postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently')}
      />
      <Column
        source="deadline"
        label="jobManagement.columns.deadline"
        sx={wide}
        render={(job) => (job.deadline ? formatDate(job.deadline, language) : '—')}
      />
      <Column source="actions" label="jobManagement.columns.actions" disableSort>
        <JobRowActions />
      </Column>
    </DataTable>
  );
}

function ListActions() {
  const exporter = useJobExporter();
  return (
    <TopToolbar>
      <ColumnsButton />
      {/* The API pages at most 100 rows; a company has fewer jobs than that in practice. */}
      <ExportButton exporter={exporter} maxResults={100} />
    </TopToolbar>
  );
}

/** /dashboard/jobs: the jobs resource's list. Search, status and type are in the address and applied by the server. */
export function JobList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = useJobFilters();
  const [showCreated, setShowCreated] = useState(params.get('created') === 'true');
  const exporter = useJobExporter();

  useEffect(() => {
    if (!showCreated) return;
    const timer = setTimeout(() => setShowCreated(false), 3000);
    return () => clearTimeout(timer);
  }, [showCreated]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('jobManagement.title')}
          </Typography>
          <Typography color="text.secondary">{t('jobManagement.subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/dashboard/jobs/create">
          {t('jobManagement.createJob')}
        </Button>
      </Box>
      {showCreated && (
        <Alert severity="success" role="status" onClose={() => setShowCreated(false)} data-testid="job-created">
          {t('jobManagement.created')}
        </Alert>
      )}
      <JobFilters filters={filters} />
      <List<CompanyJob>
        resource="jobs"
        title={t('jobManagement.title')}
        filter={filters.filter}
        sort={{ field: 'postedAt', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        exporter={exporter}
        actions={<ListActions />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <JobTable filtered={filters.filtered} />
      </List>
    </Box>
  );
}
