import Avatar from '@mui/material/Avatar';
import Block from '@mui/icons-material/Block';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import {
  ColumnsButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  I18nContext,
  List,
  Pagination,
  useI18nProvider,
  useListContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationStatus, CompanyApplication } from './types.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { countOf } from '../../i18n/plural.ts';
import { UserText } from '../../i18n/isolate.tsx';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { BulkReportAlert, BulkStatusButtons } from './BulkBar.tsx';
import {
  emailOf,
  experienceYears,
  fullName,
  initials,
  isFinal,
  lastActivityOf,
  overallOf,
  scoreOrNull,
} from './format.ts';
import { ScheduleDialog } from './schedule/ScheduleDialog.tsx';
import { AiScore, Percent } from './ScoreCell.tsx';
import { SourceIcon } from './SourceIcon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusDialog } from './StatusDialog.tsx';
import type { useApplicationList } from './useApplicationList.ts';
import { useStatusActions } from './useStatusActions.ts';

const Column = DataTable.Col<CompanyApplication>;
const Row = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="application-row" />;
const Body = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;

/** The actions stay in view at the end of the row even when the table scrolls sideways on a narrow screen. */
const stickyEnd = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderInlineStart: 1,
  borderInlineStartColor: 'divider',
} as const;

/** Shown until the recruiter chooses: the second and HR interview scores are empty until those stages exist. */
const hiddenByDefault = ['interview2Score', 'hrInterviewScore', 'appliedAt'];

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

/** The select-all box names what it selects ("Select all applications"), as the page always said. */
function SelectAllLabel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const i18n = useI18nProvider();
  const label = t('companyApplications.table.selectAll');
  const scoped = useMemo(
    () => ({
      ...i18n,
      translate: (key: string, options?: object) =>
        key === 'ra.action.select_all' ? label : i18n.translate(key, options),
    }),
    [i18n, label],
  );
  return <I18nContext.Provider value={scoped}>{children}</I18nContext.Provider>;
}

interface ViewProps {
  state: ReturnType<typeof useApplicationList>;
  linkTo: (app: CompanyApplication) => string;
  showPosition?: boolean;
  loadingText: string;
  emptyBody: string;
  renderError: (error: unknown) => ReactNode;
}

function ApplicationTable({ state, linkTo, showPosition, loadingText, emptyBody, renderError }: ViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { error, isPending } = useListContext<CompanyApplication>();
  const actions = useStatusActions(state.reloadAll);
  if (error) return renderError(error);
  if (isPending) return <PageSpinner label={loadingText} />;
  const act = (app: CompanyApplication, status: ApplicationStatus) => actions.rowAction(app, status);
  return (
    <>
      <BulkReportAlert report={actions.report} onClose={actions.dismissReport} />
      <SelectAllLabel>
        <DataTable<CompanyApplication>
          body={Body}
          rowClick={false}
          hiddenColumns={hiddenByDefault}
          storeKey="applications.datatable"
          bulkActionButtons={<BulkStatusButtons busy={actions.bulkBusy} onAction={actions.bulkAction} />}
          empty={
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="applications-empty">
              <Typography component="h2" variant="h6">
                {t('companyApplications.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">
                {state.filtered ? t('companyApplications.emptyFiltered') : emptyBody}
              </Typography>
            </Paper>
          }
          aria-label={t('companyApplications.table.label')}
          // Narrower cell padding than MUI's 16 px: ten columns and the actions fit at 1280 px.
          sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } }}
        >
          <Column
            source="lastName"
            data-column="candidate"
            label="companyApplications.table.candidate"
            sx={{ minWidth: 170, maxWidth: 220 }}
            render={(app) => {
              const name = fullName(app) || t('companyApplications.unknownCandidate');
              const years = experienceYears(app);
              return (
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
              );
            }}
          />
          {showPosition && (
            <Column
              source="jobTitle"
              data-column="position"
              label="companyApplications.table.position"
              render={(app) => (
                <Box sx={{ maxWidth: 180, overflowWrap: 'anywhere' }}>
                  {app.job?.title ? <UserText>{app.job.title}</UserText> : t('companyApplications.unknownPosition')}
                </Box>
              )}
            />
          )}
          <Column
            source="status"
            data-column="status"
            label="companyApplications.table.status"
            render={(app) => <StatusBadge status={app.status} />}
          />
          <Column
            source="aiScore"
            data-column="aiScore"
            label="companyApplications.table.aiScore"
            render={(app) => <AiScore app={app} />}
          />
          <Column
            source="interview1Score"
            data-column="interview1"
            label="companyApplications.table.interview1"
            disableSort
            render={(app) => <Percent value={scoreOrNull(app.interview1Score)} />}
          />
          <Column
            source="interview2Score"
            data-column="interview2"
            label="companyApplications.table.interview2"
            disableSort
            render={(app) => <Percent value={scoreOrNull(app.interview2Score)} />}
          />
          <Column
            source="hrInterviewScore"
            data-column="hrInterview"
            label="companyApplications.table.hrInterview"
            disableSort
            render={(app) => <Percent value={scoreOrNull(app.hrInterviewScore)} />}
          />
          <Column
            source="overallScore"
            data-column="overall"
            label="companyApplications.table.overall"
            render={(app) => <Percent value={overallOf(app)} />}
          />
          <Column
            source="appliedAt"
            data-column="applied"
            label="companyApplications.table.applied"
            render={(app) => formatDate(app.appliedAt, language)}
          />
          <Column
            source="updatedAt"
            data-column="lastActivity"
            label="companyApplications.table.lastActivity"
            render={(app) => formatDate(lastActivityOf(app), language)}
          />
          <Column
            source="actions"
            data-column="actions"
            label="companyApplications.table.actions"
            disableSort
            className="no-print"
            sx={stickyEnd}
            render={(app) => {
              const working = actions.busy.has(app.id) || isFinal(app.status);
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
            }}
          />
        </DataTable>
      </SelectAllLabel>
      <StatusDialog
        key={actions.pending ? `${actions.pending.status}-${actions.pending.subject}` : 'none'}
        pending={actions.pending}
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
      />
      <ScheduleDialog target={actions.scheduling} onClose={actions.closeScheduling} onDone={actions.scheduled} />
    </>
  );
}

/**
 * The applications resource's list, shared by the per-job page and the pipeline: filtered, sorted and paged by
 * the server, with react-admin's selection, column chooser and pagination.
 */
export function ApplicationList(props: ViewProps) {
  return (
    <List<CompanyApplication>
      resource="applications"
      filter={props.state.listFilter}
      sort={{ field: 'appliedAt', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
      title={false}
      empty={false}
      actions={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }} className="no-print">
          <ColumnsButton storeKey="applications.datatable" />
        </Box>
      }
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} className="no-print" />}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <ApplicationTable {...props} />
    </List>
  );
}
