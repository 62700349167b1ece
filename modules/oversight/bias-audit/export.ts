/** The audit as a CSV file and as a PDF, in the reader's language. */
import { PDFDocument } from 'pdf-lib';
import { pdfWriter } from '@tawzeef/interviews/http';
import { auditStages, type SelectionStage } from './categories.ts';
import type { GroupLine, JobAudit } from './report.ts';
import { auditTexts, type AuditLanguage } from './texts.ts';

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

/** One line per job, stage, question and group; a suppressed group says "fewer than 5" and nothing else. */
export function auditCsv(audit: JobAudit[], language: AuditLanguage): string {
  const t = auditTexts[language];
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
        ]);
  return out;
}

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function groupSentence(g: GroupLine, language: AuditLanguage): string {
  const t = auditTexts[language];
  const name = t.group[g.group] ?? g.group;
  if (g.suppressed) return `• ${name}: ${t.fewerThan5}`;
  const parts = [
    `${t.considered} ${g.considered}`,
    `${t.selected} ${g.selected}`,
    `${t.rate} ${percent(g.selectionRate ?? 0)}`,
  ];
  if (g.impactRatio !== null) parts.push(`${t.ratio} ${g.impactRatio.toFixed(2)}`);
  return `• ${name}: ${parts.join(' · ')}${g.flagged ? `  [${t.flag}]` : ''}`;
}

export async function auditPdf(
  audit: JobAudit[],
  reader: { language: AuditLanguage; timeZone: string },
  now: Date,
): Promise<Uint8Array> {
  const t = auditTexts[reader.language];
  const locale = reader.language === 'ar' ? 'ar-u-nu-latn' : 'en';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: reader.timeZone });
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.title);
  pdf.setLanguage(reader.language);
  pdf.setProducer('Tawzeef');
  const { write, space } = await pdfWriter(pdf, reader.language === 'ar' ? 'rtl' : 'ltr');
  write(t.title, { bold: true, size: 16, gap: 6 });
  write(t.generated(when.format(now)), { size: 9, color: 0.3, gap: 6 });
  write(t.method, { size: 8, color: 0.3, gap: 10 });
  if (!audit.length) write(t.noApplications);
  for (const job of audit) {
    // Title and count on lines of their own: a title in the other script would otherwise pull the count into its run.
    write(job.jobTitle, { bold: true, size: 13, gap: 0 });
    write(t.applications(job.applications), { size: 9, color: 0.3, gap: 6 });
    for (const table of job.tables) {
      const heading = t.selectedAt(t.stage[table.stage], t.stage[previousStage(table.stage)]);
      write(`${heading} · ${t.question[table.question]}`, { bold: true, size: 10 });
      for (const g of table.groups) write(groupSentence(g, reader.language), { size: 9, gap: 1 });
      space(4);
    }
    space(8);
  }
  return pdf.save();
}
