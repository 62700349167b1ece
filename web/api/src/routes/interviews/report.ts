import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InterviewUtteranceRow, InterviewWithNames } from '@tawzeef/read-models';
import { interviewTitle } from './views.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** Standard fonts are WinAnsi only: other scripts (Arabic) are replaced, the PDF still opens everywhere. */
const printable = (text: string) =>
  text
    .replace(/\*\*/gu, '')
    .replace(/[‘’]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/[–—]/gu, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/gu, '?');

/** The interview report: scores, recommendation, analysis, evidence and the whole transcript. */
export async function interviewReportPdf(row: InterviewWithNames, transcript: InterviewUtteranceRow[]) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Interview report ${row.interviewId}`);
  pdf.setProducer('Tawzeef');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number; color?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const width = A4.width - 2 * MARGIN;
    for (const paragraph of printable(text).split('\n')) {
      const words = paragraph.split(/\s+/u);
      let line = '';
      const flush = () => {
        if (y < MARGIN + size) {
          page = pdf.addPage([A4.width, A4.height]);
          y = A4.height - MARGIN;
        }
        page.drawText(line, {
          x: MARGIN,
          y,
          size,
          font,
          color: rgb(options.color ?? 0, options.color ?? 0, options.color ?? 0),
        });
        y -= size * 1.35;
        line = '';
      };
      for (const word of words) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = word;
        } else line = next;
      }
      flush();
    }
    y -= options.gap ?? 4;
  };

  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || 'Candidate';
  write(`${interviewTitle(row.stage)} report`, { font: bold, size: 18, gap: 8 });
  write(`${name} - ${row.jobTitle ?? ''} at ${row.companyName ?? ''}`, { size: 12 });
  write(
    `Status: ${row.status}   Scheduled: ${row.scheduledAt.toISOString()}   Started: ${row.startedAt?.toISOString() ?? '-'}   Ended: ${row.endedAt?.toISOString() ?? '-'}`,
    { size: 9, color: 0.3, gap: 10 },
  );
  write('Score', { font: bold, size: 13 });
  if (row.aiRecommendation === null) write('Not scored yet.');
  else if (row.insufficientEvidence) write('Insufficient evidence: no score was given.');
  else
    write(`AI score: ${row.aiScore}/100   Recommendation: ${row.aiRecommendation.replace(/_/gu, ' ')}`, { font: bold });
  for (const part of row.breakdown ?? [])
    write(`- ${String(part.part)}: ${String(part.score)}/100 (${String(part.explanation ?? '')})`, { size: 9 });
  y -= 6;
  if (row.aiAnalysis) {
    write('Analysis', { font: bold, size: 13 });
    write(row.aiAnalysis.replace(/^#+\s*/gmu, ''), { size: 9, gap: 10 });
  }
  write('Evidence from the transcript', { font: bold, size: 13 });
  const evidence = row.evidence ?? [];
  if (!evidence.length) write('None.', { size: 9 });
  for (const e of evidence) write(`- ${e.about}: "${e.quote}"`, { size: 9 });
  y -= 6;
  write(`Transcript (${transcript.length} utterances)`, { font: bold, size: 13 });
  const speaker = { AI_ASSISTANT: 'AI', CANDIDATE: 'Candidate', SYSTEM: 'System' } as Record<string, string>;
  for (const u of transcript)
    write(`[${u.at.toISOString().slice(11, 19)}] ${speaker[u.speakerType] ?? u.speakerType}: ${u.text}`, {
      size: 9,
      gap: 2,
    });
  return pdf.save();
}
