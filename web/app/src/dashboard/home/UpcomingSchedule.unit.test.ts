import i18next from 'i18next';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar.ts';
import { en } from '../../i18n/en.ts';
import type { ScheduleEvent } from './types.ts';
import type { LooseT } from '../../forms/messages.ts';
import { scheduleTitle } from './UpcomingSchedule.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: 'en',
    interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
  });
});
const sayIn = (lng: string): LooseT => i18n.getFixedT(lng) as unknown as LooseT;
const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

const interview: ScheduleEvent = {
  id: 'interview:1',
  title: 'Second AI interview: Omar Khalil (Backend Developer)',
  type: 'interview',
  kind: 'interview',
  stage: 'SECOND',
  jobTitle: 'Backend Developer',
  candidateName: 'Omar Khalil',
  at: '2026-01-01T10:00:00.000Z',
};
const deadline: ScheduleEvent = {
  id: 'deadline:1',
  title: 'Application deadline: Backend Developer',
  type: 'deadline',
  kind: 'deadline',
  stage: null,
  jobTitle: 'Backend Developer',
  candidateName: null,
  at: '2026-01-01T10:00:00.000Z',
};

describe('Upcoming Schedule titles', () => {
  it('builds the English titles the server used to send, the names and titles isolated', () => {
    expect(html(scheduleTitle(sayIn('en'), interview))).toBe(
      'Second AI interview: <bdi>Omar Khalil</bdi> (<bdi>Backend Developer</bdi>)',
    );
    expect(html(scheduleTitle(sayIn('en'), deadline))).toBe('Application deadline: <bdi>Backend Developer</bdi>');
  });

  it('builds them in Arabic, with a translated fallback for a nameless candidate', () => {
    expect(html(scheduleTitle(sayIn('ar'), interview))).toBe(
      'مقابلة الذكاء الاصطناعي الثانية: <bdi>Omar Khalil</bdi> (<bdi>Backend Developer</bdi>)',
    );
    expect(html(scheduleTitle(sayIn('ar'), deadline))).toBe('آخر موعد للتقديم: <bdi>Backend Developer</bdi>');
    expect(
      html(scheduleTitle(sayIn('ar'), { ...interview, stage: 'FIRST', candidateName: null, jobTitle: null })),
    ).toBe(`مقابلة الذكاء الاصطناعي الأولى: <bdi>${ar.interview.candidate}</bdi>`);
  });

  it('falls back to the server title when the structured fields are missing', () => {
    expect(html(scheduleTitle(sayIn('ar'), { id: 'x', title: 'Meeting', type: 'meeting', at: '' }))).toBe('Meeting');
  });
});
