import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Analytics } from './types.ts';
import type { Formatters } from './format.ts';

/** The department table: a real table (it is its own accessible form), scrolling sideways on phones. */
export function DepartmentTable({ data, f }: { data: Analytics; f: Formatters }) {
  const { t } = useTranslation();
  const columns = [
    t('analytics.departments.department'),
    t('analytics.applications'),
    t('analytics.interviews'),
    t('analytics.departments.offers'),
    t('analytics.hires'),
    t('analytics.hireRate'),
    t('analytics.departments.averageScore'),
    t('analytics.departments.timeToHire'),
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="departments-title"
      sx={{ p: 2, minWidth: 0 }}
      data-testid="departments"
    >
      <Typography id="departments-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('analytics.departments.title')}
      </Typography>
      {data.departments.length === 0 ? (
        <Typography color="text.secondary">{t('analytics.noData')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="departments-title" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.departments.map((d) => (
                <TableRow key={d.department}>
                  <TableCell component="th" scope="row">
                    {d.department || t('analytics.departments.none')}
                  </TableCell>
                  <TableCell align="right">{f.number(d.applications)}</TableCell>
                  <TableCell align="right">{f.number(d.interviews)}</TableCell>
                  <TableCell align="right">{f.number(d.offers)}</TableCell>
                  <TableCell align="right">{f.number(d.hires)}</TableCell>
                  <TableCell align="right">{f.percent(d.hireRate)}</TableCell>
                  <TableCell align="right">{f.number(d.averageScore)}</TableCell>
                  <TableCell align="right">{f.days(d.averageTimeToHireDays)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
