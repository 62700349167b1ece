import type { Container } from 'inversify';
import { createConsentsService } from '@tawzeef/privacy';
import { noticeGate, noticesRoute } from '@tawzeef/privacy/http';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';

/** Privacy (issue #22): its services and routes. */
export function bindPrivacy(c: Container, _config: AppConfig): void {
  c.bind(TOKENS.Consents).toDynamicValue((ctx) =>
    createConsentsService({ store: ctx.get(TOKENS.EventStore), clock: ctx.get(TOKENS.Clock) }),
  );
  c.bind(TOKENS.NoticeGate).toDynamicValue((ctx) => noticeGate(ctx.get(TOKENS.Consents)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    noticesRoute({ consents: ctx.get(TOKENS.Consents), registry: ctx.get(TOKENS.OpenApiRegistry) }),
  );
}
