import type { WebhookDeliveryDto } from '#server/modules/webhooks/webhook.presenter.ts';

export function formatMoment(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

export const DELIVERY_STATUS_CLASSES: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  succeeded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};
