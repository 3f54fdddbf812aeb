import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';

/**
 * Follows the idea or stops (issue 34): a toggle pressed while following. Shown to signed-in
 * viewers only: a visitor has no feed to be told in. The press shows at once and a
 * failure puts back the state from before, with a line saying so.
 */
export function FollowButton({ ideaGuid }: { ideaGuid: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const key = { ideaGuid };
  const state = trpc.ideaFollow.state.useQuery(key);
  const set = trpc.ideaFollow.set.useMutation({
    onMutate: async ({ following }) => {
      await utils.ideaFollow.state.cancel(key);
      const before = utils.ideaFollow.state.getData(key);
      utils.ideaFollow.state.setData(key, { following });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) utils.ideaFollow.state.setData(key, context.before);
    },
  });
  if (!state.isSuccess) return null;
  const following = state.data.following;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant={following ? 'primary' : 'secondary'} aria-pressed={following} onClick={() => (set.isPending ? undefined : set.mutate({ ideaGuid, following: !following }))}>
        <Bell aria-hidden="true" className={`size-4 ${following ? 'fill-current' : ''}`} />
        {t('follow.follow')}
      </Button>
      {set.isError ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t('follow.failed')}
        </span>
      ) : null}
    </div>
  );
}
