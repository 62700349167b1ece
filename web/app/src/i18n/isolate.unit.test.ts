import i18next from 'i18next';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../dashboard/i18nProvider.ts';
import { resources } from './i18n.ts';
import { isolate, sentence, UserTexts, withoutBidiControls } from './isolate.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources, lng: 'en', interpolation: { escapeValue: false, prefix: '%{', suffix: '}' } });
});

describe('user text inside the platform’s sentences', () => {
  it('puts each value in a <bdi>, in English and Arabic, with i18next', () => {
    expect(html(sentence(i18n.getFixedT('en'), 'applyPage.title', { title: 'C++ (Senior)' }))).toBe(
      'Apply for <bdi>C++ (Senior)</bdi>',
    );
    expect(html(sentence(i18n.getFixedT('ar'), 'applyPage.title', { title: 'C++ (Senior)' }))).toBe(
      'التقدم لوظيفة <bdi>C++ (Senior)</bdi>',
    );
    expect(html(sentence(i18n.getFixedT('en'), 'candidate.home.greeting', { name: '\u202Eevil' }))).toBe(
      'Welcome back, <bdi>\u202Eevil</bdi>!',
    );
  });

  it('passes counts and platform values through, and works with react-admin’s polyglot', () => {
    const translate = createI18nProvider('en').translate;
    expect(
      html(sentence(translate, 'companyApplications.perJob.subtitle', { company: 'نجد للطاقة' }, { count: 3 })),
    ).toBe('<bdi>نجد للطاقة</bdi> · Applications: 3');
  });

  it('keeps values that look like markup as text', () => {
    expect(html(sentence(i18n.getFixedT('en'), 'applyPage.title', { title: '<b>x</b> %{title}' }))).toBe(
      'Apply for <bdi>&lt;b&gt;x&lt;/b&gt; %{title}</bdi>',
    );
  });

  it('isolates plain strings and lists, and takes the controls out of file names', () => {
    expect(isolate('نور')).toBe('\u2068نور\u2069');
    expect(html(createElement(UserTexts, { items: ['Sahara Tech', null, 'الرياض'] }))).toBe(
      '<bdi>Sahara Tech</bdi> · <bdi>الرياض</bdi>',
    );
    expect(withoutBidiControls('\u202Egnp.exe')).toBe('gnp.exe');
    expect(withoutBidiControls('سيرة\u200F.pdf')).toBe('سيرة\u200F.pdf');
  });
});
