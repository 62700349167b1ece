import type { Container } from 'inversify';
import type { AppConfig } from '../../config.ts';
import { bindBiasAudit } from './bias-audit.ts';
import { bindDecisionLog } from './decision-log.ts';
import { bindReviewRequests } from './review-requests.ts';

/** Oversight (issue #22): its services and routes. */
export function bindOversight(c: Container, config: AppConfig): void {
  bindReviewRequests(c, config.publicUrl);
  bindBiasAudit(c, config);
  bindDecisionLog(c);
}
