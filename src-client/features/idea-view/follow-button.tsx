import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';

/**
 * The follow toggle (issue 34), pressed while following. Shown to signed-in viewers only: a
 * visitor has no feed to be told in. The press shows at once and a failure puts back the state
 * from before, with a line saying so.
 */
function FollowToggle({ following, onToggle, failed }: { following: boolean; onToggle: () => void; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant={following ? 'primary' : 'secondary'} aria-pressed={following} onClick={onToggle}>
        <Bell aria-hidden="true" className={`size-4 ${following ? 'fill-current' : ''}`} />
        {t('follow.follow')}
      </Button>
      {failed ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t('follow.failed')}
        </span>
      ) : null}
    </div>
  );
}

/** Follows an idea or stops: its followers hear when its status or stage changes, it wins or is merged. */
export function FollowButton({ ideaGuid }: { ideaGuid: string }) {
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
  return <FollowToggle following={following} failed={set.isError} onToggle={() => (set.isPending ? undefined : set.mutate({ ideaGuid, following: !following }))} />;
}

/** Follows a campaign or stops: its followers hear when its winners are announced. */
export function CampaignFollowButton({ campaignSlug }: { campaignSlug: string }) {
  const utils = trpc.useUtils();
  const key = { campaignSlug };
  const state = trpc.campaignFollow.state.useQuery(key);
  const set = trpc.campaignFollow.set.useMutation({
    onMutate: async ({ following }) => {
      await utils.campaignFollow.state.cancel(key);
      const before = utils.campaignFollow.state.getData(key);
      utils.campaignFollow.state.setData(key, { following });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) utils.campaignFollow.state.setData(key, context.before);
    },
  });
  if (!state.isSuccess) return null;
  const following = state.data.following;
  return <FollowToggle following={following} failed={set.isError} onToggle={() => (set.isPending ? undefined : set.mutate({ campaignSlug, following: !following }))} />;
}
