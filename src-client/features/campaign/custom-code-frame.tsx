import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc, type CampaignView } from '#client/trpc.ts';

/** The frame grows with its content between these heights; taller content scrolls inside it. */
const MIN_HEIGHT = 48;
const INITIAL_HEIGHT = 160;
const MAX_HEIGHT = 1200;

/** Reads the height the frame document reports (custom-code.service.ts); anything else is ignored. */
export function reportedHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== 'campaign-code-height' || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)));
}

/**
 * The super admin's custom code for this campaign (spec 2 §3), run in a frame that can never
 * reach the app: `sandbox="allow-scripts"` without allow-same-origin gives it an opaque origin
 * (no cookies, no storage, no access to this page), and its document is served from its own
 * route with a CSP sandbox of its own. Nothing is shown when the campaign has no code.
 */
export function CustomCodeFrame({ campaign }: { campaign: Pick<CampaignView, 'slug' | 'name' | 'customCode'> }) {
  const hasCode = campaign.customCode.trim() !== '';
  // The URL carries a signature that lasts hours: refetching it would only reload the frame.
  const frame = trpc.campaign.codeFrame.useQuery({ slug: campaign.slug }, { enabled: hasCode, staleTime: Infinity, refetchOnWindowFocus: false });
  const url = hasCode ? frame.data?.url : null;
  if (!url) return null;
  return <SandboxedFrame key={url} url={url} title={campaign.name} />;
}

function SandboxedFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only this frame's own window may size it; its origin is opaque ("null"), so the source tells.
      if (event.source !== ref.current?.contentWindow) return;
      const next = reportedHeight(event.data);
      if (next !== null) setHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={ref}
      src={url}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={t('customCode.frameTitle', { name: title })}
      style={{ height }}
      className="block w-full border-0 bg-transparent"
    />
  );
}
