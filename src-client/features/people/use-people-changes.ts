import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/**
 * What every People tab action does afterwards: reload the lists, and the campaign itself when
 * the change shows there too (coaches, contributor count, share link); say how it went.
 */
export function usePeopleChanges(slug: string) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();

  return {
    async refresh({ campaign = false }: { campaign?: boolean } = {}) {
      await Promise.all([utils.campaign.member.list.invalidate({ slug }), campaign ? utils.campaign.bySlug.invalidate({ slug }) : null]);
    },
    succeeded(text: string) {
      showMessage({ tone: 'success', text });
    },
    /** A known error code says what went wrong; anything else gets the action's own text. */
    failed(error: unknown, fallback: string) {
      const code = readServerError(error).appCode;
      showMessage({ tone: 'error', text: code ? t(`errors.${code}`) : fallback });
    },
  };
}
