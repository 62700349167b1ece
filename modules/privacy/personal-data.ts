import { classifyPersonalData, NO_PERSONAL_DATA, subjectAt, type PersonalDataErased } from '@tawzeef/shared';
import type { ConsentEvent } from './consent/consent.ts';

/**
 * A consent holds the subject's id, the notice, its version, the context and the time: nothing to seal. A legal
 * hold's reason is the company's words about one application (a dispute may name the person): the application's.
 * A retention notice lists application ids and dates.
 */
export const privacyPersonalData = classifyPersonalData<(ConsentEvent | PersonalDataErased)['type']>()({
  PrivacyNoticeAccepted: NO_PERSONAL_DATA,
  PersonalDataErased: NO_PERSONAL_DATA,
  LegalHoldPlaced: { subject: subjectAt('applicationId'), fields: ['reason'] },
  LegalHoldLifted: { subject: subjectAt('applicationId'), fields: ['reason'] },
  RetentionErasureAnnounced: NO_PERSONAL_DATA,
});
