import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { CampaignCardDto, CampaignDto, presentCampaignView } from '#server/modules/campaign/campaign.presenter.ts';
import type { AdminFileDto, MediaDto } from '#server/modules/media/media.presenter.ts';
import type { ConnectionItem, IntegrationSettingsDto } from '#server/modules/integration/integration.service.ts';
import type { PublicOrganisationDto } from '#server/modules/organisation/organisation.presenter.ts';
import type { PersonalDataExportDto } from '#server/modules/personal-data/personal-data.presenter.ts';
import type { RetentionStateDto } from '#server/modules/personal-data/retention.service.ts';
import type { SiteDto } from '#server/modules/site-admin/site-admin.presenter.ts';
import type { AdminSettingsDto } from '#server/modules/organisation/site-settings.presenter.ts';
import type { MenuItemDto, MenuLinkDto } from '#server/modules/site-content/menu.presenter.ts';
import type { PageDto } from '#server/modules/site-content/page.presenter.ts';
import type { PartnerDto } from '#server/modules/site-content/partner.presenter.ts';
import type { SiteShellDto } from '#server/modules/site-content/site-shell.service.ts';
import type { ViewerDto } from '#server/modules/user/user.presenter.ts';
import type { AppRouter } from '#server/trpc/app-router.ts';
import { lazySubscriptionLink } from './lazy-subscription-link';
import { fetchWithTimeout } from './request-timeout';

export const trpc = createTRPCReact<AppRouter>();

/** What organisation.current answers (the lint rule keeps @trpc/server, even its types, out of the client). */
export type Organisation = PublicOrganisationDto & SiteShellDto;
/** A content page with its rendered body (page.bySlug, page.byGuid). */
export type ContentPage = PageDto;
/** A menu entry as the shell shows it, and as the menus admin edits it. */
export type MenuLink = MenuLinkDto;
export type MenuItem = MenuItemDto;
export type Partner = PartnerDto;
/** A copy of someone's data as its requester sees it (personalData.own, personalData.latestFor). */
export type PersonalDataCopy = PersonalDataExportDto;
/** A site's retention periods and the daily job's last record (retention.get). */
export type RetentionState = RetentionStateDto;
/** What auth.me answers when someone is signed in. */
export type Viewer = ViewerDto;
/** An uploaded file as media.byGuid and POST /media/upload answer it. */
export type Media = MediaDto;
/** An admin file (files.*): a file plus its public page and markdown snippet. */
export type AdminFile = AdminFileDto;
/** A dashboard card (campaign.dashboard). */
export type CampaignCard = CampaignCardDto;
/** A campaign's brief with the viewer's place in it (campaign.bySlug). */
export type CampaignView = ReturnType<typeof presentCampaignView>;
/** The integrations as their admin screen shows them (integration.settings): switches, never secrets. */
export type IntegrationSettings = IntegrationSettingsDto;
/** Every setting as the settings screens show it (organisation.adminSettings): secrets only as "is set". */
export type AdminSettings = AdminSettingsDto;
export type Site = SiteDto;
/** A form, survey or board an integration lists (integration.connection). */
export type IntegrationItem = ConnectionItem;

/** HTTP statuses that another attempt cannot fix (validation, auth, not found, rate limits). */
function isClientError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // One retry smooths over a dropped connection; more would keep the error screen away for seconds.
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: lazySubscriptionLink(),
        false: splitLink({
          // A create sent with its attempt's key (useAttemptKey) goes alone, the key in its header.
          // A batch of one rather than httpLink: the batch link is downloaded anyway, and the start
          // page's budget has no room for a second link.
          condition: (operation) => typeof operation.context.idempotencyKey === 'string',
          true: httpBatchLink({
            url: '/trpc',
            transformer: superjson,
            maxItems: 1,
            fetch: fetchWithTimeout,
            headers: ({ opList }) => ({ 'idempotency-key': String(opList[0].context.idempotencyKey) }),
          }),
          false: httpBatchLink({
            url: '/trpc',
            transformer: superjson,
            // The server refuses batches larger than its maxBatchSize (10).
            maxItems: 10,
            fetch: fetchWithTimeout,
          }),
        }),
      }),
    ],
  });
}
/** A campaign as its coaches edit it (campaign.forEdit, create, update, submit). */
export type CampaignDetails = CampaignDto & { contentHtml: string };
