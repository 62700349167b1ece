/** The audit as a CSV file and as a PDF, in the reader's language, with the words of the report page (texts.ts). */
import { PDFDocument } from 'pdf-lib';
import { pdfWriter } from '@tawzeef/interviews/http';
import { auditStages, type AuditCategory, type AuditPeriod, type SelectionStage } from './categories.ts';
import type { GroupLine, JobAudit } from './report.ts';
import { auditGroupName, biasAuditTexts, fillText, type AuditLanguage } from './texts.ts';

/** A spreadsheet would run a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;
const csvField = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)));

const previousStage = (stage: SelectionStage) => auditStages[auditStages.indexOf(stage) - 1]!;

/**
 * One line per job, stage, category and group; a suppressed group says "fewer than 5" and nothing else. An
 * intersectional group reads `female:25to34`. Every line carries the period the applications were submitted in.
 */
export function auditCsv(audit: JobAudit[], language: AuditLanguage, period: AuditPeriod = {}): string {
  const t = biasAuditTexts[language].report;
  let out = `\uFEFF${csvLine([
    'job_id',
    'job_title',
    'stage',
    'question',
    'group',
    'considered',
    'selected',
    'selection_rate',
    'impact_ratio',
    'flag',
    'submitted_from',
    'submitted_until',
  ])}`;
  for (const job of audit)
    for (const table of job.tables)
      for (const g of table.groups)
        out += csvLine([
          job.jobId,
          job.jobTitle,
          table.stage,
          table.question,
          g.group,
          g.suppressed ? t.fewerThan5 : g.considered,
          g.selected,
          round(g.selectionRate, 4),
          round(g.impactRatio, 4),
          g.flagged ? t.flag : '',
          period.from ?? '',
          period.to ?? '',
        ]);
  return out;
}

function groupSentence(g: GroupLine, category: AuditCategory, language: AuditLanguage, percent: Intl.NumberFormat) {
  const texts = biasAuditTexts[language];
  const t = texts.report;
  const name = auditGroupName(texts, category, g.group);
  if (g.suppressed) return `• ${name}: ${t.fewerThan5}`;
  const parts = [
    `${t.column.selectedOfConsidered} ${g.selected} / ${g.considered}`,
    `${t.column.rate} ${percent.format(g.selectionRate ?? 0)}`,
  ];
  if (g.impactRatio !== null) parts.push(`${t.column.ratio} ${g.impactRatio.toFixed(2)}`);
  return `• ${name}: ${parts.join(' · ')}${g.flagged ? `  [${t.flag}]` : ''}`;
}

export async function auditPdf(
  audit: JobAudit[],
  reader: { language: AuditLanguage; timeZone: string },
  now: Date,
  period: AuditPeriod = {},
): Promise<Uint8Array> {
  const t = biasAuditTexts[reader.language].report;
  const locale = reader.language === 'ar' ? 'ar-u-nu-latn' : 'en';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: reader.timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: reader.timeZone });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const from = period.from ? day.format(new Date(period.from)) : null;
  const to = period.to ? day.format(new Date(period.to)) : null;
  const periodLine =
    from && to
      ? fillText(t.periodBetween, { from, to })
      : from
        ? fillText(t.periodFrom, { from })
        : to
          ? fillText(t.periodTo, { to })
          : t.allPeriod;
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.title);
  pdf.setLanguage(reader.language);
  pdf.setProducer('Tawzeef');
  const { write, space } = await pdfWriter(pdf, reader.language === 'ar' ? 'rtl' : 'ltr');
  write(t.title, { bold: true, size: 16, gap: 6 });
  write(fillText(t.generated, { when: when.format(now) }), { size: 9, color: 0.3, gap: 2 });
  write(periodLine, { size: 9, color: 0.3, gap: 6 });
  write(t.method, { size: 8, color: 0.3, gap: 10 });
  if (!audit.length) write(t.empty);
  for (const job of audit) {
    // Title and count on lines of their own: a title in the other script would otherwise pull the count into its run.
    write(job.jobTitle, { bold: true, size: 13, gap: 0 });
    write(fillText(t.applications, { count: job.applications }), { size: 9, color: 0.3, gap: 6 });
    for (const table of job.tables) {
      const heading = fillText(t.stageHeading, {
        stage: t.stage[table.stage],
        previous: t.stage[previousStage(table.stage)],
      });
      write(`${heading} · ${t.category[table.question]}`, { bold: true, size: 10 });
      for (const g of table.groups)
        write(groupSentence(g, table.question, reader.language, percent), { size: 9, gap: 1 });
      space(4);
    }
    space(8);
  }
  return pdf.save();
}
