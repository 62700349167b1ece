import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../types.ts';
import { historyDetail, historyWhat, historyWho, provenanceParts } from './historyText.ts';
import { isolate } from '../../../i18n/isolate.tsx';

const say = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const event = (type: string, data: Record<string, unknown> = {}, extra: Partial<HistoryEvent> = {}): HistoryEvent => ({
  version: 1,
  type,
  at: '2026-03-01T10:00:00.000Z',
  actor: null,
  data,
  provenance: null,
  ...extra,
});

describe('the History tab', () => {
  it('says what happened, with the statuses in the screen language', () => {
    expect(historyWhat(say, event('ApplicationStatusChanged', { previousStatus: 'OFFERED', status: 'HIRED' }))).toBe(
      'companyApplications.history.event.statusChanged {"from":"companyApplications.status.OFFERED","to":"companyApplications.status.HIRED"}',
    );
    expect(historyWhat(say, event('SomethingNew'))).toBe('SomethingNew');
  });

  it('names the user, else the applicant for their own steps, else the AI or the platform', () => {
    expect(historyWho(say, event('ApplicationStatusChanged', {}, { actor: { id: 'u1', name: 'Rana Odeh' } }))).toBe(
      'Rana Odeh',
    );
    expect(historyWho(say, event('ApplicationSubmitted', { applicant: { firstName: 'Sara', lastName: 'Ali' } }))).toBe(
      `companyApplications.history.applicantNamed {"name":"${isolate('Sara Ali')}"}`,
    );
    expect(historyWho(say, event('CvAnalyzed'))).toBe('companyApplications.history.ai');
    expect(historyWho(say, event('ApplicationStatusChanged', {}, { actor: { id: 'u9', name: null } }))).toBe(
      'companyApplications.history.unknownUser',
    );
    expect(historyWho(say, event('ApplicationStatusChanged'))).toBe('companyApplications.history.platform');
  });

  it('shows the reason or the failure, and the AI provenance without its hash', () => {
    expect(historyDetail(event('ApplicationStatusChanged', { reason: 'Great fit' }))).toBe('Great fit');
    expect(historyDetail(event('CvAnalysisFailed', { error: { code: 'CV.NO_TEXT', message: 'No text' } }))).toBe(
      'CV.NO_TEXT: No text',
    );
    expect(
      provenanceParts({ engine: 'local', model: 'm1', promptVersion: 'cv-analysis/1', inputHash: 'sha256:00' }),
    ).toEqual([
      ['engine', 'local'],
      ['model', 'm1'],
      ['promptVersion', 'cv-analysis/1'],
    ]);
  });
});
