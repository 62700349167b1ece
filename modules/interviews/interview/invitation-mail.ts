import { isolate } from '@tawzeef/shared';

export type InterviewMailFacts = {
  jobTitle: string | null;
  company: string | null;
  firstName: string | null;
  second: boolean;
  minutes: number;
  link: string;
  until: Date;
};

const dateIn = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';

/**
 * The invitation and the reminder, in English then Arabic: the candidate's language is not known. The job, the
 * company and the name are isolated, so that neither language's sentence is reordered by the other's names.
 */
export function interviewMail(kind: 'interview-invitation' | 'interview-reminder', facts: InterviewMailFacts) {
  const invite = kind === 'interview-invitation';
  const own = (text: string | null) => (text ? isolate(text) : null);
  const f = { ...facts, jobTitle: own(facts.jobTitle), company: own(facts.company), firstName: own(facts.firstName) };
  const en = {
    stage: f.second ? 'second AI interview' : 'AI interview',
    job: f.jobTitle ?? 'the job',
    company: f.company ?? 'the company',
  };
  const ar = {
    stage: f.second ? 'مقابلتك الثانية بالذكاء الاصطناعي' : 'مقابلتك بالذكاء الاصطناعي',
    job: f.jobTitle ?? 'الوظيفة',
    company: f.company ?? 'الشركة',
  };
  const subject = invite
    ? `Your ${en.stage} for ${en.job} at ${en.company} | ${ar.stage} لوظيفة ${ar.job}`
    : `Reminder: your ${en.stage} for ${en.job} at ${en.company} | تذكير: ${ar.stage} لوظيفة ${ar.job}`;
  const content = [
    `Hello ${f.firstName ?? 'there'},`,
    '',
    invite
      ? `${en.company} invites you to an ${en.stage} for the ${en.job} role. It takes up to ${f.minutes} minutes; you can answer by voice or by chat.`
      : `Your ${en.stage} for the ${en.job} role at ${en.company} is still waiting for you.`,
    '',
    `Join here: ${f.link}`,
    `The link works until ${dateIn('en-GB', f.until)}.`,
    '',
    '—',
    '',
    `مرحباً${f.firstName ? ` ${f.firstName}` : ''}،`,
    '',
    invite
      ? `تدعوك ${ar.company} إلى ${ar.stage} لوظيفة ${ar.job}. تستغرق المقابلة ${f.minutes} دقيقة على الأكثر، ويمكنك الإجابة بالصوت أو بالكتابة.`
      : `${ar.stage} لوظيفة ${ar.job} في ${ar.company} ما زالت بانتظارك.`,
    '',
    `رابط الانضمام: ${f.link}`,
    `يعمل الرابط حتى ${dateIn('ar', f.until)}.`,
  ].join('\n');
  return { subject, content };
}

/** The Communication Center key of an interview's mail: one invitation and one reminder per interview. */
export const interviewMailKey = (kind: 'interview-invitation' | 'interview-reminder', interviewId: string) =>
  `${kind}:${interviewId}`;

/** The candidate's link into the interview room, with the interview's join key. */
export const joinUrlOf = (publicUrl: string, interviewId: string, key: string) =>
  `${publicUrl.replace(/\/$/u, '')}/interview/${interviewId}?key=${encodeURIComponent(key)}`;
