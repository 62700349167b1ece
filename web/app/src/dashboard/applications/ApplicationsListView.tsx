import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '../../api/company-applications.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { ApplicationsTable } from './ApplicationsTable.tsx';
import { ColumnsButton } from './ColumnsButton.tsx';
import { useColumnChoice, type OptionalColumn } from './columns.ts';
import { BulkBar, BulkReportAlert } from './BulkBar.tsx';
import { StatusDialog } from './StatusDialog.tsx';
import { ScheduleDialog } from './schedule/ScheduleDialog.tsx';
import { pageSize, type useApplicationList } from './useApplicationList.ts';
import type { useStatusActions } from './useStatusActions.ts';

const withoutPosition = (columns: ReadonlySet<OptionalColumn>) =>
  new Set([...columns].filter((column) => column !== 'position'));

/** The loading, error, empty and table states shared by the per-job list and the pipeline. */
export function ApplicationsListView({
  state,
  actions,
  linkTo,
  showPosition,
  loadingText,
  emptyBody,
  renderError,
}: {
  state: ReturnType<typeof useApplicationList>;
  actions: ReturnType<typeof useStatusActions>;
  linkTo: (app: CompanyApplication) => string;
  showPosition?: boolean;
  loadingText: string;
  emptyBody: string;
  renderError: (error: unknown) => ReactNode;
}) {
  const { t } = useTranslation();
  const choice = useColumnChoice();
  const { list } = state;
  const data = list.data;
  return (
    <>
      <BulkReportAlert report={actions.report} onClose={actions.dismissReport} />
      <BulkBar
        count={actions.selected.size}
        busy={actions.bulkBusy}
        onAction={actions.bulkAction}
        onClear={() => actions.setSelected(new Set())}
      />
      {list.error !== undefined && !list.loading ? (
        renderError(list.error)
      ) : list.loading && !data ? (
        <PageSpinner label={loadingText} />
      ) : !data || data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="applications-empty">
          <Typography component="h2" variant="h6">
            {t('companyApplications.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">
            {state.filtered ? t('companyApplications.emptyFiltered') : emptyBody}
          </Typography>
        </Paper>
      ) : (
        <Box aria-busy={list.loading} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <ColumnsButton choice={choice} hidden={showPosition ? [] : ['position']} />
          </Box>
          <ApplicationsTable
            rows={data.rows}
            selected={actions.selected}
            onSelect={actions.setSelected}
            linkTo={linkTo}
            onAction={actions.rowAction}
            busy={actions.busy}
            columns={showPosition ? choice.columns : withoutPosition(choice.columns)}
          />
          {data.total > pageSize && (
            <TablePagination
              component="div"
              className="no-print"
              count={data.total}
              page={state.page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
              onPageChange={(_, page) => state.setParam('page', page > 0 ? String(page + 1) : '')}
              labelDisplayedRows={({ from, to, count }) => t('companyApplications.pageOf', { from, to, count })}
            />
          )}
        </Box>
      )}
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
