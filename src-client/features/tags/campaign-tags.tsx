import { Link } from '@tanstack/react-router';
import { Hash, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tagNameSchema } from '#shared/schemas/campaign-insights.ts';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { canAdministerOrganisation } from '#client/features/auth/viewer-roles.ts';

type CampaignTag = CampaignView['tags'][number];

/**
 * The brief's tags (spec 1 §2, §3): links to the campaigns sharing each tag. The organisation's
 * admins also add tags by name and remove them here; the server refuses everyone else.
 */
export function CampaignTags({ campaign }: { campaign: Pick<CampaignView, 'guid' | 'slug' | 'tags'> }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const canEdit = canAdministerOrganisation(viewer);
  if (!canEdit && campaign.tags.length === 0) return null;

  return (
    <TitledSection title={t('tags.title')} size="aside">
      {canEdit ? (
        <TagEditor campaign={campaign} />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {campaign.tags.map((tag) => (
            <li key={tag.guid}>
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function TagLink({ tag, className = '' }: { tag: CampaignTag; className?: string }) {
  return (
    <Link
      to="/tag/$tagslug"
      params={{ tagslug: tag.slug }}
      className={`inline-flex min-h-8 items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm font-medium break-all text-on-secondary hover:brightness-95 ${className}`}
    >
      <Hash aria-hidden="true" className="size-3.5 shrink-0 opacity-70" />
      {tag.name}
    </Link>
  );
}

function TagEditor({ campaign }: { campaign: Pick<CampaignView, 'guid' | 'slug' | 'tags'> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  /** Already translated. */
  const [error, setError] = useState<string | undefined>();
  const add = trpc.tag.addToCampaign.useMutation();
  const remove = trpc.tag.removeFromCampaign.useMutation();
  const busy = add.isPending || remove.isPending;

  /** The brief shows the server's list at once; pages listing campaigns by tag reload when next opened. */
  async function showTags(tags: CampaignTag[]) {
    utils.campaign.bySlug.setData({ slug: campaign.slug }, (old) => (old ? { ...old, tags } : old));
    await Promise.all([utils.campaign.similar.invalidate({ slug: campaign.slug }), utils.tag.campaigns.invalidate()]);
  }

  function failWith(caught: unknown) {
    const { appCode, fieldErrors } = readServerError(caught);
    const code = fieldErrors.tag?.[0] ?? appCode;
    setError(code ? t(`errors.${code}`) : t('tags.failed'));
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = tagNameSchema.safeParse(name);
    if (!checked.success) {
      setError(errorText(checked.error.issues[0]?.message ?? 'invalid-input'));
      return;
    }
    setError(undefined);
    try {
      const result = await add.mutateAsync({ guid: campaign.guid, tag: checked.data });
      setName('');
      await showTags(result.tags);
    } catch (caught) {
      failWith(caught);
    }
  }

  async function onRemove(tag: CampaignTag) {
    setError(undefined);
    try {
      const result = await remove.mutateAsync({ guid: campaign.guid, tag: tag.name });
      await showTags(result.tags);
    } catch (caught) {
      failWith(caught);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {campaign.tags.length === 0 ? (
        <p className="text-sm text-stone-600">{t('tags.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {campaign.tags.map((tag) => (
            <li key={tag.guid} className="inline-flex items-center rounded-full bg-secondary">
              <TagLink tag={tag} className="pr-1.5" />
              <button
                type="button"
                onClick={() => void onRemove(tag)}
                disabled={busy}
                aria-label={t('tags.remove', { name: tag.name })}
                className="mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-on-secondary opacity-70 hover:bg-black/10 hover:opacity-100 disabled:cursor-not-allowed"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void onAdd(event)} className="flex items-start gap-2">
        <TextField
          label={t('tags.add')}
          hint={t('tags.addHint')}
          value={name}
          maxLength={200}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" className="mt-[1.625rem] px-3" disabled={busy}>
          <Plus aria-hidden="true" className="size-4" />
          {add.isPending ? t('tags.adding') : t('tags.addButton')}
        </Button>
      </form>
    </div>
  );
}
