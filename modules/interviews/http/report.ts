import { PDFDocument } from 'pdf-lib';
import type { InterviewUtteranceRow, InterviewWithNames } from '@tawzeef/read-models';
import { pdfWriter } from './report-writer.ts';
import { reportTexts, type ReportLanguage } from './report-texts.ts';

export type ReportReader = { language: ReportLanguage; timeZone: string };

/** The interview report: scores, recommendation, analysis, evidence and the whole transcript, in the reader's language. */
export async function interviewReportPdf(
  row: InterviewWithNames,
  transcript: InterviewUtteranceRow[],
  reader: ReportReader,
) {
  const text = reportTexts[reader.language];
  const locale = reader.language === 'ar' ? 'ar-u-nu-latn' : 'en';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: reader.timeZone });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: reader.timeZone });
  const stage = row.stage === 'SECOND' ? 'SECOND' : 'FIRST';

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${text.title[stage]} ${row.interviewId}`);
  pdf.setLanguage(reader.language);
  pdf.setProducer('Tawzeef');
  const { write, space } = await pdfWriter(pdf, reader.language === 'ar' ? 'rtl' : 'ltr');

  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || text.candidate;
  write(text.title[stage], { bold: true, size: 18, gap: 8 });
  write(`${name} · ${text.at(row.jobTitle ?? '', row.companyName ?? '')}`, { size: 12 });
  const times = [
    text.status[row.status] ?? row.status,
    `${text.times.scheduled}: ${when.format(row.scheduledAt)}`,
    row.startedAt && `${text.times.started}: ${when.format(row.startedAt)}`,
    row.endedAt && `${text.times.ended}: ${when.format(row.endedAt)}`,
  ];
  write(times.filter(Boolean).join('  ·  '), { size: 9, color: 0.3, gap: 10 });

  write(text.score, { bold: true, size: 13 });
  if (row.aiRecommendation === null) write(text.notScored);
  else if (row.insufficientEvidence) write(text.insufficient);
  else {
    const verdict = text.recommendation[row.aiRecommendation] ?? row.aiRecommendation;
    write(`${text.aiScore(row.aiScore ?? 0)}  ·  ${text.recommended}: ${verdict}`, { bold: true });
  }
  // The explanations are written in the assessment's language; the reader's own analysis below says the same.
  const sameLanguage = (row.aiAnalysisLanguage ?? 'en') === reader.language;
  for (const part of row.breakdown ?? []) {
    const label = text.parts[String(part.part)] ?? String(part.part);
    const why = sameLanguage && part.explanation ? ` (${String(part.explanation)})` : '';
    write(`• ${label}: ${String(part.score)}/100${why}`, { size: 9 });
  }
  space(6);
  const analysis = row.aiAnalysisTranslations?.[reader.language] ?? row.aiAnalysis;
  if (analysis) {
    write(text.analysis, { bold: true, size: 13 });
    write(analysis.replace(/^#+\s*/gmu, ''), { size: 9, gap: 10 });
  }
  write(text.evidence, { bold: true, size: 13 });
  const evidence = row.evidence ?? [];
  if (!evidence.length) write(text.none, { size: 9 });
  for (const e of evidence) write(`• ${e.about}: “${e.quote}”`, { size: 9 });
  space(6);
  write(text.transcript(transcript.length), { bold: true, size: 13 });
  for (const u of transcript)
    write(`[${clock.format(u.at)}] ${text.speaker[u.speakerType] ?? u.speakerType}: ${u.text}`, { size: 9, gap: 2 });
  return pdf.save();
}
