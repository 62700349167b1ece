import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden.ts';

export interface DataTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its data as a table: the drawing is hidden from screen readers and the table is read instead; "Show
 * as table" swaps the drawing for the visible table.
 */
export function ChartFigure({
  id,
  title,
  description,
  table,
  empty,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  table: DataTable;
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const tableView = (
    // A table is as wide as its content whatever its own width says: the box around it hides it (or lets a shown
    // table scroll on a narrow screen), so the page never scrolls sideways.
    <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={column} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={headingId}
      data-testid={`chart-${id}`}
      sx={{ m: 0, p: 2, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {!empty && (
          <Button
            size="small"
            aria-pressed={asTable}
            startIcon={asTable ? <BarChartOutlined /> : <TableChartOutlined />}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? t('analytics.showChart') : t('analytics.showTable')}
          </Button>
        )}
      </Box>
      {empty ? (
        <Typography color="text.secondary">{t('analytics.noData')}</Typography>
      ) : (
        <>
          {!asTable && (
            <Box aria-hidden="true" data-testid="chart-drawing" sx={{ minWidth: 0 }}>
              {children}
            </Box>
          )}
          <Box sx={asTable ? { overflowX: 'auto' } : undefined}>{tableView}</Box>
        </>
      )}
    </Paper>
  );
}
