import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html.ts';

describe('mailHtml', () => {
  it('gives each paragraph its own direction, escapes the text and makes links clickable', () => {
    const html = mailHtml('Hello <Sara> & co,\nline two\n\nمرحباً\n\nOpen: https://app.example/x?a=1&b=2.');
    expect(html).toContain('<p dir="auto" style="margin:0 0 1em">Hello &lt;Sara&gt; &amp; co,<br>line two</p>');
    expect(html).toContain('<p dir="auto" style="margin:0 0 1em">مرحباً</p>');
    expect(html).toContain(
      'Open: <a href="https://app.example/x?a=1&amp;b=2" dir="ltr">https://app.example/x?a=1&amp;b=2</a>.',
    );
    expect(html).toMatch(/^<!doctype html><html><head>/);
  });

  it('a mail in one language sets the whole document’s language and direction', () => {
    expect(mailHtml('مرحباً\n\nhttps://app.example/x', 'ar')).toMatch(
      /^<!doctype html><html lang="ar" dir="rtl">.*<p style="margin:0 0 1em"><a href="https:\/\/app.example\/x" dir="ltr">/,
    );
    expect(mailHtml('Hello', 'en')).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });
});
