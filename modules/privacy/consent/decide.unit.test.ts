import { describe, expect, it } from 'vitest';
import { fold } from '@tawzeef/shared';
import { notices } from '../notices/texts.ts';
import { consentStreamId, acceptedVersion, type ConsentEvent, type ConsentSubject } from './consent.ts';
import { ConsentError, consentDecider, decideConsent, type AcceptNotices } from './decide.ts';

const person: ConsentSubject = { kind: 'person', id: '8d0c4c36-8f0e-4a61-9b7e-0d6f5d1f4c11' };
const now = new Date('2026-11-27T21:00:00Z');
const current = { privacy: notices.privacy.version, 'ai-use': notices['ai-use'].version };
const accept = (overrides: Partial<AcceptNotices> = {}): AcceptNotices => ({
  type: 'AcceptNotices',
  subject: person,
  accepted: current,
  context: 'sign-up',
  now,
  ...overrides,
});
const given = (...events: ConsentEvent[]) => fold(consentDecider, events);

describe('accepting the notices', () => {
  it('records one PrivacyNoticeAccepted per notice, with its version, context and time', () => {
    expect(decideConsent(accept(), given())).toEqual([
      {
        type: 'PrivacyNoticeAccepted',
        data: {
          subject: person,
          notice: 'privacy',
          version: current.privacy,
          context: 'sign-up',
          acceptedAt: now.toISOString(),
        },
      },
      {
        type: 'PrivacyNoticeAccepted',
        data: {
          subject: person,
          notice: 'ai-use',
          version: current['ai-use'],
          context: 'sign-up',
          acceptedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('refuses a version that is not the current one, naming the current one', () => {
    const stale = () => decideConsent(accept({ accepted: { ...current, 'ai-use': '2020-01-01' } }), given());
    expect(stale).toThrow(ConsentError);
    expect(stale).toThrow(`now version ${current['ai-use']}`);
  });

  it('refuses a command that accepts nothing', () => {
    expect(() => decideConsent(accept({ accepted: {} }), given())).toThrow('No notice was accepted.');
  });

  it('records nothing new when the same versions were accepted in the same context, but does in another', () => {
    const history = decideConsent(accept(), given());
    expect(decideConsent(accept({ now: new Date('2026-11-28T08:00:00Z') }), given(...history))).toEqual([]);
    const again = decideConsent(
      accept({ context: 'interview', accepted: { 'ai-use': current['ai-use'] } }),
      given(...history),
    );
    expect(again.map((e) => [e.data.notice, e.data.context])).toEqual([['ai-use', 'interview']]);
  });

  it('keeps a stream to its own subject', () => {
    const history = decideConsent(accept(), given());
    const other = { kind: 'visitor' as const, id: person.id };
    expect(() => decideConsent(accept({ subject: other }), given(...history))).toThrow('belongs to someone else');
  });

  it('folds to the version last accepted of each notice, in a stream named by the subject', () => {
    const state = given(...decideConsent(accept({ accepted: { privacy: current.privacy } }), given()));
    expect(acceptedVersion(state, 'privacy')).toBe(current.privacy);
    expect(acceptedVersion(state, 'ai-use')).toBeNull();
    expect(consentStreamId(person)).toBe(`consent-${person.id}`);
  });
});
