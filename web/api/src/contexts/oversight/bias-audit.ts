import type { Container } from 'inversify';
import { biasAuditService, parseSelfIdKey, selfIdBox, type BiasAuditService } from '@tawzeef/oversight';
import { biasAuditRoute, selfIdentificationRoute } from '@tawzeef/oversight/http';
import { DomainError } from '@tawzeef/http';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';

/**
 * The self-identification form and the bias audit. Without SELF_ID_KEY (scripts/start makes one per checkout) there
 * is nothing to seal answers with: both answer 503 rather than store anything in the clear.
 */
export function bindBiasAudit(c: Container, config: AppConfig): void {
  const service = (db: Parameters<typeof biasAuditService>[0]['db'], clock: () => Date): BiasAuditService => {
    if (!config.SELF_ID_KEY) return notConfigured;
    return biasAuditService({
      db,
      box: selfIdBox(parseSelfIdKey(config.SELF_ID_KEY)),
      clock,
      nationalityEnabled: config.SELF_ID_NATIONALITY === 'on',
    });
  };
  const deps = (ctx: { get: Container['get'] }) => ({
    audit: service(ctx.get(TOKENS.ReadModelDb), ctx.get(TOKENS.Clock)),
    clock: ctx.get(TOKENS.Clock),
    registry: ctx.get(TOKENS.OpenApiRegistry),
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => selfIdentificationRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => biasAuditRoute(deps(ctx)));
}

const unconfigured = () => {
  throw new DomainError(
    'SELF_ID.NOT_CONFIGURED',
    'Self-identification is not set up on this server (SELF_ID_KEY)',
    404,
  );
};
const notConfigured: BiasAuditService = {
  questions: [],
  own: unconfigured,
  save: unconfigured,
  withdraw: unconfigured,
  companyAudit: unconfigured,
};
