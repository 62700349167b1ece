import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditGroupName, biasAuditTexts } from '@tawzeef/oversight/rules';
import { useTranslation } from 'react-i18next';
import type { AuditTable as AuditTableData } from '../../api/biasAudit.ts';

/**
 * One stage by one category (a question, or sex × age band): a row per group, suppressed groups as "fewer than 5",
 * ratios under 0.8 flagged.
 */
export function AuditTable({
  table,
  format,
  language,
}: {
  table: AuditTableData;
  format: (n: number, percent?: boolean) => string;
  language: 'en' | 'ar';
}) {
  const { t } = useTranslation();
  const texts = biasAuditTexts[language];
  const category = texts.report.category[table.question];
  return (
    <TableContainer>
      <Table size="small" aria-label={category} sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {category}
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
                {auditGroupName(texts, table.question, g.group)}
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
