import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditGroupLine, AuditTable as AuditTableData } from '../../api/biasAudit.ts';
import { loose } from '../../forms/messages.ts';

/** One stage by one question: a row per group, suppressed groups as "fewer than 5", ratios under 0.8 flagged. */
export function AuditTable({
  table,
  format,
}: {
  table: AuditTableData;
  format: (n: number, percent?: boolean) => string;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const name = (g: AuditGroupLine) => (g.disclosed ? say(`selfId.answer.${g.group}`) : t('biasAudit.notDisclosed'));
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={say(`selfId.question.${table.question}`)}
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {say(`selfId.question.${table.question}`)}
            </TableCell>
            <TableCell align="right">{t('biasAudit.column.selectedOfConsidered')}</TableCell>
            <TableCell align="right">{t('biasAudit.column.rate')}</TableCell>
            <TableCell align="right">{t('biasAudit.column.ratio')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {table.groups.map((g) => (
            <TableRow key={g.group} data-testid={`audit-${table.stage}-${table.question}-${g.group}`}>
              <TableCell component="th" scope="row">
                {name(g)}
              </TableCell>
              {g.suppressed ? (
                <TableCell colSpan={3} align="right">
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('biasAudit.fewerThan5')}
                  </Typography>
                </TableCell>
              ) : (
                <>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format(g.selected ?? 0)} / {format(g.considered ?? 0)}
                  </TableCell>
                  <TableCell align="right">{format(g.selectionRate ?? 0, true)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    {g.impactRatio === null ? t('biasAudit.noRatio') : format(g.impactRatio)}
                    {g.flagged && (
                      <Chip size="small" color="warning" label={t('biasAudit.flag')} sx={{ marginInlineStart: 1 }} />
                    )}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
