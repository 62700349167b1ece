import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ColumnsButton,
  DataTable,
  DataTableBody,
  DataTableRow,
  List,
  Pagination,
  useListContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CompanyApplication } from './types.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { UserText } from '../../i18n/isolate.tsx';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { BulkReportAlert, BulkStatusButtons } from './BulkBar.tsx';
import { CandidateCell } from './CandidateCell.tsx';
import { lastActivityOf, overallOf, scoreOrNull } from './format.ts';
import { ScheduleDialog } from './schedule/ScheduleDialog.tsx';
import { RowActions } from './RowActions.tsx';
import { AiScore, Percent } from './ScoreCell.tsx';
import { SelectAllLabel } from './SelectAllLabel.tsx';
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
            render={(app) => <CandidateCell app={app} linkTo={linkTo} />}
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
            render={(app) => <RowActions app={app} linkTo={linkTo} busy={actions.busy} act={act} />}
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
