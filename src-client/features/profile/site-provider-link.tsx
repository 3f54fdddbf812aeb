import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { offeredExternalSources } from '#shared/external-sign-in.ts';
import { isSuperAdmin } from '#shared/permissions.ts';
import type { LinkableSource } from '#shared/schemas/auth.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';
import { useSourceLabel } from '#client/features/auth/external-source-label.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import type { OwnProfile } from './profile-types';

/**
 * One of the site's own sign-in services (its OAuth2 or OpenID Connect provider) on the profile:
 * whether it signs this account in, and the button that links it. It signs in only accounts it
 * created or their owner linked here, signed in (docs/architecture.md §4); super admins sign in
 * with their password only, so they see nothing.
 */
export function SiteProviderLink({ profile, source }: { profile: OwnProfile; source: LinkableSource }) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const viewer = useViewer();
  const provider = useSourceLabel()(source);
  // The server hands out the start address: a plain link to it would let any page start a link in the viewer's name.
  const start = trpc.auth.externalLinkStart.useMutation({ onSuccess: ({ path }) => window.location.assign(path) });
  if (!offeredExternalSources(organisation.settings).includes(source) || !viewer || isSuperAdmin(viewerRoles(viewer))) return null;
  const linked = profile.service === source;

  return (
    <>
      <dt className="text-sm font-medium text-stone-600">{t('profile.private.signInTitle')}</dt>
      <dd className="flex flex-col items-start gap-2 text-stone-900">
        <span>{t(linked ? 'profile.private.signInLinked' : 'profile.private.signInNotLinked', { provider })}</span>
        {linked ? null : (
          <Button variant="secondary" disabled={start.isPending || start.isSuccess} onClick={() => start.mutate({ source })}>
            <Link2 aria-hidden="true" className="size-4" />
            {start.isPending || start.isSuccess ? t('profile.private.signInStarting', { provider }) : t('profile.private.signInStart', { provider })}
          </Button>
        )}
        {start.isError ? <Alert tone="error">{t('profile.private.signInFailed')}</Alert> : null}
      </dd>
    </>
  );
}
