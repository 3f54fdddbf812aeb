import { webhookCreateInput, webhookDeleteInput, webhookDeliveriesInput, webhookReplayInput, webhookSetEnabledInput, webhookUpdateInput } from '#shared/schemas/webhooks.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { presentWebhook, presentWebhookDelivery } from './webhook.presenter';
import { createWebhook, deleteWebhook, lastDeliveries, listWebhookDeliveries, listWebhooks, replayWebhookDelivery, setWebhookEnabled, updateWebhook } from './webhook.service';

/** The site's webhooks (issue 35): its admins subscribe addresses, read the delivery log and replay. */
export const webhookRouter = router({
  list: orgAdminProcedure.query(async ({ ctx }) => {
    const endpoints = await listWebhooks(ctx);
    const last = await lastDeliveries(ctx, endpoints);
    return endpoints.map((endpoint) => ({ ...presentWebhook(endpoint), lastDelivery: last.get(endpoint.id) ?? null }));
  }),
  create: orgAdminProcedure.input(webhookCreateInput).mutation(async ({ ctx, input }) => {
    const { endpoint, secret } = await createWebhook(ctx, input);
    return { endpoint: presentWebhook(endpoint), secret };
  }),
  setEnabled: orgAdminProcedure.input(webhookSetEnabledInput).mutation(async ({ ctx, input }) => presentWebhook(await setWebhookEnabled(ctx, input.guid, input.enabled))),
  update: orgAdminProcedure.input(webhookUpdateInput).mutation(async ({ ctx, input }) => presentWebhook(await updateWebhook(ctx, input))),
  delete: orgAdminProcedure.input(webhookDeleteInput).mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx, input.guid);
    return { deleted: true as const };
  }),
  deliveries: orgAdminProcedure.input(webhookDeliveriesInput).query(async ({ ctx, input }) => (await listWebhookDeliveries(ctx, input.guid, input.cursor)).map((delivery) => presentWebhookDelivery(delivery))),
  replay: orgAdminProcedure.input(webhookReplayInput).mutation(async ({ ctx, input }) => presentWebhookDelivery(await replayWebhookDelivery(ctx, input.deliveryGuid))),
});
