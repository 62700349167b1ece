import { isolate } from '@tawzeef/shared';
import { describe, expect, it } from 'vitest';
import { interviewMail } from './invitation-mail.ts';

const facts = {
  jobTitle: 'Backend Developer',
  company: 'Sahara Tech',
  firstName: 'Lina',
  second: false,
  minutes: 30,
  link: 'https://tawzeef.test/interview/1?key=k',
  until: new Date('2026-11-25T10:00:00Z'),
};

describe('the interview e-mails', () => {
  it('invite in English and Arabic, with the link, the length and the deadline, names isolated', () => {
    const { subject, content } = interviewMail('interview-invitation', facts);
    const [job, company, lina] = [isolate('Backend Developer'), isolate('Sahara Tech'), isolate('Lina')];
    expect(subject).toBe(`Your AI interview for ${job} at ${company} | مقابلتك بالذكاء الاصطناعي لوظيفة ${job}`);
    expect(content).toContain(`Hello ${lina},`);
    expect(content).toContain('It takes up to 30 minutes');
    expect(content).toContain(`مرحباً ${lina}،`);
    expect(content).toContain('تستغرق المقابلة 30 دقيقة');
    expect(content.split(facts.link)).toHaveLength(3);
    expect(content).toContain('2026');
  });

  it('remind about the second interview, and fall back when names are missing', () => {
    const { subject, content } = interviewMail('interview-reminder', {
      ...facts,
      second: true,
      firstName: null,
      company: null,
    });
    expect(subject).toMatch(
      /^Reminder: your second AI interview for \u2068Backend Developer\u2069 at the company \| تذكير:/u,
    );
    expect(content).toContain('Hello there,');
    expect(content).toContain('مرحباً،');
    expect(content).toContain(
      `مقابلتك الثانية بالذكاء الاصطناعي لوظيفة ${isolate('Backend Developer')} في الشركة ما زالت بانتظارك`,
    );
  });
});
