import PDFDocument from 'pdfkit';

export type CvPerson = { fullName: string; email: string; phone: string };

/**
 * A one-page CV with a text layer that names its applicant, so the CV analysis reads the same name the applicant
 * typed (the recruiter's name check then has nothing to flag). Fixed dates keep the bytes the same on every run.
 */
export function personCv(person: CvPerson): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Producer: 'PDFKit', Creator: 'Tawzeef demo seed', CreationDate: new Date(Date.UTC(2026, 0, 5)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text(person.fullName);
  doc.font('Helvetica').fontSize(11).text('Human Resources Specialist');
  doc.text(`${person.email} | ${person.phone} | Amman, Jordan`).moveDown();
  const section = (title: string, lines: string[]) => {
    doc.font('Helvetica-Bold').fontSize(13).text(title);
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line);
    doc.moveDown();
  };
  section('Summary', [
    'HR specialist with six years of recruitment, onboarding and employee relations in Jordan and the Gulf.',
  ]);
  section('Experience', [
    'Senior HR Specialist, Levant Logistics, Amman (2022 - present)',
    'Ran end-to-end recruitment for 40 roles a year; cut time to hire from 45 to 30 days.',
    'HR Officer, Nour Retail Group, Amman (2019 - 2022)',
    'Handled onboarding, payroll inputs and labour law compliance for 300 staff.',
  ]);
  section('Education', ['BA Business Administration, University of Jordan (2019)']);
  section('Skills', ['Recruitment, Onboarding, Employee Relations, Labour Law, HRIS, Excel, Arabic, English']);
  doc.end();
  return done;
}
