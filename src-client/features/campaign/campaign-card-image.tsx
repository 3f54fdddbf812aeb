import { Megaphone } from 'lucide-react';
import { IMAGE_DISPLAY_SIZES, imageSrcSet, imageUrl } from '#client/components/media-url.ts';
import { PictureFallback } from '#client/components/picture-fallback.tsx';

/**
 * The card's picture: the campaign photo at the card size (spec 1 §9: 270 wide, 168 high), or a
 * tinted stand-in with its initial. Dimmed while the viewer waits for approval; only the picture,
 * so the words stay readable. The start page's campaigns show it too.
 */
export function CampaignCardImage({ url, name, dimmed = false }: { url: string | null; name: string; dimmed?: boolean }) {
  const dim = dimmed ? 'opacity-60 grayscale' : '';
  if (url) {
    const variant = { ...IMAGE_DISPLAY_SIZES.campaignCard, fit: 'cover', format: 'webp' } as const;
    return (
      <img
        src={imageUrl(url, variant)}
        srcSet={imageSrcSet(url, variant)}
        alt=""
        width={IMAGE_DISPLAY_SIZES.campaignCard.width}
        height={IMAGE_DISPLAY_SIZES.campaignCard.height}
        loading="lazy"
        className={`h-[168px] w-full bg-stone-100 object-cover ${dim}`}
      />
    );
  }
  return <PictureFallback name={name} Icon={Megaphone} className={`h-[168px] w-full ${dim}`} />;
}
