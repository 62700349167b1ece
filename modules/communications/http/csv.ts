import type { CommunicationWithJob } from '@tawzeef/read-models';
import { csvLine } from '@tawzeef/applications/http';

const header = [
  'ID',
  'Date',
  'Type',
  'Direction',
  'Status',
  'Candidate',
  'Email',
  'Phone',
  'Job',
  'Subject',
  'Content',
  'Sent At',
  'Delivered At',
  'Read At',
  'Failure Reason',
  'Archived',
];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const communicationsCsvHeader = () => `\uFEFF${csvLine(header)}`;

export function communicationCsvRow(row: CommunicationWithJob): string {
  return csvLine([
    row.communicationId,
    row.createdAt.toISOString(),
    row.type,
    row.direction,
    row.status,
    [row.firstName, row.lastName].filter(Boolean).join(' '),
    row.email,
    row.phone,
    row.jobTitle,
    row.subject,
    row.content,
    iso(row.sentAt),
    iso(row.deliveredAt),
    iso(row.readAt),
    row.failureCode ? `${row.failureCode}: ${row.failureMessage ?? ''}` : null,
    row.archived ? 'yes' : 'no',
  ]);
}
