import { describe, expect, it } from 'vitest';
import { candidateInterviewMail, interviewerInterviewMail, whenIn, type HumanInterviewMailFacts } from './mails.ts';

const I = (text: string) => `\u2068${text}\u2069`;
const facts: HumanInterviewMailFacts = {
  jobTitle: 'Frontend Developer',
  company: 'Sahara Tech',
  candidateName: 'سارة ناصر',
  startsAt: '2026-03-04T08:00:00.000Z',
  timeZone: 'Asia/Riyadh',
  durationMinutes: 45,
  type: 'VIDEO',
  location: 'https://meet.example/abc',
  interviewers: ['Layla Haddad', 'Omar Saleh'],
  note: 'Please bring your portfolio.',
  reason: null,
};

describe('interview mails', () => {
  it('names the time in the zone it was chosen in, in both languages', () => {
    expect(whenIn('en', facts.startsAt, facts.timeZone)).toBe(`Wednesday, 4 March 2026 at 11:00 (${I('Asia/Riyadh')})`);
    expect(whenIn('ar', facts.startsAt, 'Asia/Dubai')).toContain('12:00');
    expect(whenIn('ar', facts.startsAt, 'Asia/Dubai')).toContain('الأربعاء');
  });

  it('the candidate’s invitation: English then Arabic, the link, the people, and the company’s note once', () => {
    const { subject, content } = candidateInterviewMail('invitation', facts);
    expect(subject).toBe(
      `Interview for ${I('Frontend Developer')} at ${I('Sahara Tech')} | مقابلة لوظيفة ${I('Frontend Developer')} في ${I('Sahara Tech')}`,
    );
    expect(content.indexOf('Sahara Tech\u2069 invites you')).toBeLessThan(content.indexOf('تدعوك'));
    expect(content).toContain(`Hello ${I('سارة ناصر')},`);
    // A link is not isolated: the marks would stick to it where mail clients make it clickable.
    expect(content).toContain('Link: https://meet.example/abc\n');
    expect(candidateInterviewMail('invitation', { ...facts, type: 'IN_PERSON', location: 'عمّان' }).content).toContain(
      `Where: ${I('عمّان')}`,
    );
    expect(content).toContain(`Interviewers: ${I('Layla Haddad')} and ${I('Omar Saleh')}`);
    expect(content).toContain('المقابِلون:');
    expect(content.split('Please bring your portfolio.')).toHaveLength(2);
  });

  it('a cancellation says when it was planned and why, without the details of a meeting that will not happen', () => {
    const { subject, content } = candidateInterviewMail('cancellation', { ...facts, reason: 'The role is filled.' });
    expect(subject.startsWith('Cancelled: interview for')).toBe(true);
    expect(content).toContain(`Reason: ${I('The role is filled.')}`);
    expect(content).toContain('ألغت');
    expect(content).not.toContain('meet.example');
    expect(content).not.toContain('Please bring your portfolio.');
  });

  it('an interviewer’s mail is in their language and links to the application', () => {
    const link = 'http://tawzeef.test/dashboard/candidates/a1';
    const ar = interviewerInterviewMail('rating-request', 'ar', { ...facts, interviewerName: 'ليلى', link });
    expect(ar.subject).toBe(`تقييمك: مقابلة مع ${I('سارة ناصر')} (${I('Frontend Developer')})`);
    expect(ar.content).toContain(`قيّم هنا: ${link}`);
    expect(ar.content).toContain('يرجى تقييم المرشح من 1 إلى 5');
    const en = interviewerInterviewMail('update', 'en', { ...facts, interviewerName: 'Layla', link });
    expect(en.content).toContain('This replaces the earlier invitation.');
    expect(en.content).toContain(`The application: ${link}`);
  });
});
