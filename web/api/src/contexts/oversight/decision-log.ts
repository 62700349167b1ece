import type { Container } from 'inversify';
import { decisionLogRoute } from '@tawzeef/oversight/http';
import { TOKENS } from '../../tokens.ts';

/** The decision log's route (its rows come from the decision-log projection, which the runner feeds). */
export function bindDecisionLog(c: Container): void {
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    decisionLogRoute({ db: ctx.get(TOKENS.ReadModelDb), registry: ctx.get(TOKENS.OpenApiRegistry) }),
  );
}
