import { extractText } from 'unpdf';
import { PDFDocument, PDFPage } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewUtteranceRow, InterviewWithNames } from '@tawzeef/read-models';
import { interviewReportPdf } from './report.ts';
import { pdfWriter, visualRuns } from './report-writer.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute, 5));
const row = {
  interviewId: '7b0c2f7e-3a52-4c84-9a53-3f0c7e0f4c11',
  stage: 'FIRST',
  status: 'COMPLETED',
  scheduledAt: at(0),
  startedAt: at(1),
  endedAt: at(20),
  firstName: 'ليلى',
  lastName: 'حداد',
  jobTitle: 'Backend Developer',
  companyName: 'شركة الأفق',
  aiScore: 72,
  aiRecommendation: 'SECOND_INTERVIEW',
  insufficientEvidence: false,
  breakdown: [{ part: 'skills', score: 80, explanation: 'Discussed 4 of 5 job skills.' }],
  aiAnalysis: 'The candidate explained their Node.js work in detail.',
  aiAnalysisLanguage: 'en',
  aiAnalysisTranslations: {
    en: 'The candidate explained their Node.js work in detail.',
    ar: 'شرح المرشح عمله على Node.js بالتفصيل.',
  },
  evidence: [{ about: 'Node.js', quote: 'بنيت واجهات برمجية باستخدام Node.js لمدة 5 سنوات' }],
} as unknown as InterviewWithNames;
const transcript = [
  { interviewId: row.interviewId, seq: 1, speakerType: 'AI_ASSISTANT', text: 'حدثينا عن خبرتك.', at: at(2) },
  { interviewId: row.interviewId, seq: 2, speakerType: 'CANDIDATE', text: 'I led a team of 4 engineers.', at: at(3) },
] as unknown as InterviewUtteranceRow[];

async function textOf(language: 'en' | 'ar') {
  const bytes = await interviewReportPdf(row, transcript, { language, timeZone: 'Asia/Riyadh' });
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

// pdf.js reads the Latin parts of the report back as text; Arabic comes back as shaped glyph pieces, so its order
// and alignment are checked where the writer draws it (below).
describe('the interview report PDF', () => {
  it('is written for an Arabic reader in Arabic, with nothing replaced and times in their zone', async () => {
    const text = await textOf('ar');
    expect(text).toMatch(/[\u0600-\u06FF]{3}/u);
    expect(text).not.toContain('First AI interview report');
    // In a right-to-left line the English sentence's full stop sits at its left end.
    expect(text).toContain('.I led a team of 4 engineers');
    expect(text).toContain('72/100');
    expect(text).not.toContain('?');
    // Riyadh is UTC+3.
    expect(text).toContain('12:03:05');
  });

  it('is written for an English reader in English, with the Arabic names printed', async () => {
    const text = await textOf('en');
    expect(text).toContain('First AI interview report');
    expect(text).toContain('The candidate explained their Node.js work in detail.');
    expect(text).toContain('AI score: 72/100 · Recommendation: Second interview');
    expect(text).toContain('Job skills discussed: 80/100 (Discussed 4 of 5 job skills.)');
    expect(text).toContain('[12:03:05 PM] Candidate: I led a team of 4 engineers.');
    expect(text).toMatch(/[\u0600-\u06FF]{3}/u);
    expect(text).not.toContain('?');
  });
});

describe('the report writer', () => {
  const drawn = async (direction: 'ltr' | 'rtl', line: string) => {
    const draw = vi.spyOn(PDFPage.prototype, 'drawText');
    const pdf = await PDFDocument.create();
    (await pdfWriter(pdf, direction)).write(line, { size: 10 });
    const calls = draw.mock.calls.map(([glyphs, options]) => ({ glyphs, x: options!.x! }));
    draw.mockRestore();
    return calls;
  };

  it('aligns Arabic to the right and draws its runs right to left, the Latin word left to right', async () => {
    const calls = await drawn('rtl', 'خبرة Node.js لمدة 5 سنوات');
    expect(calls.map((c) => c.glyphs.trim())).toEqual(['سنوات', '5', 'لمدة', 'Node.js', 'خبرة']);
    expect(calls.map((c) => c.x)).toEqual([...calls.map((c) => c.x)].sort((a, b) => a - b));
    expect(calls[0]!.x).toBeGreaterThan(300);
  });

  it('starts English at the left margin', async () => {
    const calls = await drawn('ltr', 'Interview with ليلى حداد');
    expect(calls.map((c) => c.glyphs)).toEqual(['Interview with ', 'ليلى حداد']);
    expect(calls[0]!.x).toBe(50);
  });

  it('mirrors brackets inside Arabic text and keeps Arabic-Indic numbers in reading order', async () => {
    const calls = await drawn('rtl', 'سطران (٢٠٢٦)');
    // Shown as "(٢٠٢٦) سطران". fontkit reverses Arabic-script runs itself, so the word's run is handed over in
    // reading order and the digits reversed; the brackets are mirrored.
    expect(calls.map((c) => c.glyphs)).toEqual(['(', '٦٢٠٢', 'سطران )']);
  });

  it('wraps long text onto new lines instead of running off the page', async () => {
    const calls = await drawn('ltr', 'word '.repeat(200));
    expect(new Set(calls.map((c) => c.x)).size).toBe(1);
    expect(calls.length).toBeGreaterThan(5);
  });
});

describe('visual order of a line', () => {
  it('puts an Arabic sentence right to left, with a Latin word and a number kept left to right', () => {
    const runs = visualRuns('خبرة Node.js لمدة 5 سنوات', 'rtl');
    expect(runs.map((r) => r.text.trim())).toEqual(['سنوات', '5', 'لمدة', 'Node.js', 'خبرة']);
  });

  it('leaves an English line with one Arabic name in reading order', () => {
    const runs = visualRuns('Interview with ليلى حداد today', 'ltr');
    expect(runs.map((r) => r.text)).toEqual(['Interview with ', 'ليلى حداد', ' today']);
  });
});
