import { describe, expect, it } from 'vitest';
import { currentNoticeVersions, noticeKinds, noticeNotAcceptedMessages, notices, staleNotices } from './texts.ts';

const arabicLetters = /[\u0600-\u06FF]/;

describe('the notices', () => {
  it.each(noticeKinds)('%s has a dated version and the same sections in English and Arabic', (kind) => {
    const notice = notices[kind];
    expect(notice.kind).toBe(kind);
    expect(notice.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(notice.ar.sections).toHaveLength(notice.en.sections.length);
    for (const text of [notice.en, notice.ar]) {
      expect(text.title.trim()).not.toBe('');
      for (const section of text.sections) expect(section.body.length).toBeGreaterThan(40);
    }
    const arabic = [notice.ar.title, notice.ar.summary, ...notice.ar.sections.flatMap((s) => [s.heading, s.body])];
    for (const text of arabic) expect(text).toMatch(arabicLetters);
    const english = [notice.en.title, notice.en.summary, ...notice.en.sections.flatMap((s) => [s.heading, s.body])];
    for (const text of english) expect(text).not.toMatch(arabicLetters);
  });

  it('the versions a form sends are the notices’ own', () => {
    expect(currentNoticeVersions).toEqual({ privacy: notices.privacy.version, aiUse: notices['ai-use'].version });
  });

  it('the AI-use notice says where AI is used, that a person decides, that there is no emotion recognition and that a human review can be asked for, in both languages', () => {
    const en = notices['ai-use'].en.sections.map((s) => s.body).join(' ');
    for (const said of [
      'CV analysis',
      'AI interview',
      'Recommendations',
      'never rejects anyone',
      'transcript only',
      'human review',
    ])
      expect(en).toContain(said);
    expect(en).toContain('does not read emotions');
    const ar = notices['ai-use'].ar.sections.map((s) => s.body).join(' ');
    for (const said of [
      'تحليل السيرة الذاتية',
      'لا يرفض الذكاء الاصطناعي أحدًا',
      'من النص المكتوب فقط',
      'مراجعة بشرية',
      'المشاعر',
    ])
      expect(ar).toContain(said);
  });

  it('names the notices not accepted at their current version', () => {
    expect(staleNotices(currentNoticeVersions)).toEqual([]);
    expect(staleNotices(undefined)).toEqual(['privacy', 'ai-use']);
    expect(staleNotices({ privacy: currentNoticeVersions.privacy, aiUse: '2000-01-01' })).toEqual(['ai-use']);
  });

  it('refuses in both languages', () => {
    expect(noticeNotAcceptedMessages.en).toContain('privacy notice');
    expect(noticeNotAcceptedMessages.ar).toMatch(arabicLetters);
  });
});
