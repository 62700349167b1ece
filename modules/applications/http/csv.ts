import type { CompanyApplication } from '@tawzeef/read-models';
import { companyApplicationView } from './company-views.ts';

const header = [
  'Application ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Position',
  'Status',
  'Priority',
  'AI Score',
  'Interview 1',
  'Interview 2',
  'HR Interview',
  'Overall',
  'Experience (years)',
  'Matched Skills',
  'Source',
  'Applied At',
  'Last Activity',
];

/** A spreadsheet would run a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field: formula-neutralised text, quoted when it holds a separator (comma, or the semicolon of locales that use it), a quote or a line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = () => `\uFEFF${csvLine(header)}`;

export function csvRow(row: CompanyApplication): string {
  const v = companyApplicationView(row);
  const phone = v.candidate.phone ? [v.candidate.countryCode, v.candidate.phone].filter(Boolean).join(' ') : null;
  return csvLine([
    v.id,
    v.candidate.firstName,
    v.candidate.lastName,
    v.candidate.email,
    phone,
    v.job.title,
    v.status,
    v.priority,
    v.aiScore,
    v.interview1Score,
    v.interview2Score,
    v.hrInterviewScore,
    v.overallScore,
    v.experienceYears,
    v.matchedSkills.join('; '),
    v.source,
    v.appliedAt,
    v.updatedAt,
  ]);
}
