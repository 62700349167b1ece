import StorageOutlined from '@mui/icons-material/StorageOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataTable, List, Pagination, useListContext, useTranslate, type RaRecord } from 'react-admin';

export interface Projection extends RaRecord<string> {
  name: string;
  state: string;
  checkpoint: number | null;
  headPosition: number | null;
  lagEvents: number | null;
  lagMs: number | null;
}

const stateColors = { running: 'success', rebuilding: 'info', failed: 'error' } as const;

function StateChip({ record }: { record: Projection }) {
  const translate = useTranslate();
  const state = record.state as keyof typeof stateColors;
  return (
    <Chip
      size="small"
      label={translate(`resources.projections.states.${state}`, { _: record.state })}
      color={stateColors[state] ?? 'default'}
      variant="outlined"
    />
  );
}

function ProjectionsError() {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('dashboard.retry')}
        </Button>
      }
    >
      {translate('dashboard.projectionsError')}
    </Alert>
  );
}

function ProjectionsPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/** Lag changes all the time, so the list refreshes itself every few seconds. */
export function ProjectionList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      error={<ProjectionsError />}
      pagination={<ProjectionsPagination />}
      queryOptions={{ refetchInterval: 5000, onError: () => undefined }}
      title={translate('resources.projections.name', { smart_count: 2 })}
    >
      <DataTable<Projection> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="state" render={(record: Projection) => <StateChip record={record} />} />
        <DataTable.NumberCol source="checkpoint" />
        <DataTable.NumberCol source="headPosition" />
        <DataTable.NumberCol source="lagEvents" />
        <DataTable.NumberCol source="lagMs" />
      </DataTable>
    </List>
  );
}

export const projectionsResource = {
  name: 'projections',
  list: ProjectionList,
  icon: StorageOutlined,
  recordRepresentation: 'name',
} as const;
