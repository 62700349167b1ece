import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { deliveryStarter } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';
import { communicationsRoute, communicationWebhooksRoute } from '@tawzeef/communications/http';
import { communicationsProjectionNames } from '@tawzeef/read-models';
import { communicationsService } from './wiring.ts';

/** Communications: the channel ports, the service, delivery workflows, the routes and the providers' webhooks. */
export function bindCommunications(c: Container, config: AppConfig): void {
  c.bind(TOKENS.Communications).toDynamicValue((ctx) =>
    communicationsService({
      store: ctx.get(TOKENS.EventStore),
      queries: ctx.get(TOKENS.ReadModels),
      config,
      clock: ctx.get(TOKENS.Clock),
      newId: randomUUID,
      startDelivery: deliveryStarter(
        ctx.get(TOKENS.TemporalClient),
        config.TEMPORAL_TASK_QUEUE,
        ctx.get(TOKENS.Logger).child({ component: 'communications' }),
      ),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    communicationsRoute({
      communications: ctx.get(TOKENS.Communications),
      queries: ctx.get(TOKENS.ReadModels),
      wait: ctx.get(TOKENS.WaitFor)(communicationsProjectionNames),
      registry: ctx.get(TOKENS.OpenApiRegistry),
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.WebhookRoute).toDynamicValue((ctx) =>
    communicationWebhooksRoute(ctx.get(TOKENS.Communications), {
      publicUrl: config.publicUrl,
      whatsappAppSecret: config.WHATSAPP_APP_SECRET,
      whatsappVerifyToken: config.WHATSAPP_VERIFY_TOKEN,
      whatsappPhoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      smsAuthToken: config.SMS_AUTH_TOKEN,
    }),
  );
}
