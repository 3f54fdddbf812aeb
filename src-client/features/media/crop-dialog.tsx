import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Minus, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CropRule } from '#shared/upload-rules.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { useModalDialog } from '#client/components/use-modal-dialog.ts';
import { cropImage, type CroppedImage } from './crop-image';
import { cropOutputSize, maxZoomFor, nudgedPosition, type Size } from './crop-math';
import type { PendingCrop } from './use-uploads';

const ZOOM_STEP = 0.1;
/** How far one press of a move button takes the image: a tenth of the crop area. */
const NUDGE_SHARE = 0.1;

interface CropDialogProps {
  pending: PendingCrop;
  crop: CropRule;
  maxBytes: number;
  /** The cropped image, or null when the user gave up on this file. */
  onDone: (cropped: CroppedImage | null) => void;
}

/**
 * Lets the user choose the part of an image to keep, in the rule's aspect ratio, before it is
 * uploaded. Everything works from the keyboard: the crop area moves with the arrow keys, the zoom
 * is a slider with buttons beside it. The image also moves with buttons, for a pointer that cannot
 * drag (WCAG 2.5.7).
 */
export function CropDialog({ pending, crop, maxBytes, onDone }: CropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  // Only Escape and the buttons close it: a drag that ends over the backdrop must not.
  const { ref, close, dialogProps } = useModalDialog(() => onDone(null));
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // The image's and the crop area's shown sizes, as the cropper reports them: the move buttons' bounds.
  const [media, setMedia] = useState<Size | null>(null);
  const [areaSize, setAreaSize] = useState<Size | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const maxZoom = maxZoomFor(pending.natural, crop);
  const output = area ? cropOutputSize(area, crop) : null;

  const zoomTo = (value: number) => setZoom(Math.min(maxZoom, Math.max(1, value)));
  const nudge = (x: number, y: number) => {
    if (media && areaSize) setPosition(nudgedPosition(position, { x: x * areaSize.width * NUDGE_SHARE, y: y * areaSize.height * NUDGE_SHARE }, media, areaSize, zoom));
  };
  const moves = [
    { label: t('accessibility.cropLeft'), icon: ArrowLeft, x: -1, y: 0 },
    { label: t('accessibility.cropRight'), icon: ArrowRight, x: 1, y: 0 },
    { label: t('accessibility.cropUp'), icon: ArrowUp, x: 0, y: -1 },
    { label: t('accessibility.cropDown'), icon: ArrowDown, x: 0, y: 1 },
  ];

  async function apply() {
    if (!area) return;
    setWorking(true);
    setFailed(false);
    try {
      onDone(await cropImage(pending.file, pending.src, area, crop, maxBytes));
    } catch {
      setFailed(true);
      setWorking(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onClose={dialogProps.onClose}
      className="mx-auto mt-[5dvh] mb-auto max-h-[calc(95dvh-1rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-stone-900 shadow-2xl"
    >
      <div className="relative flex flex-col gap-4 p-5 sm:p-6">
        <div className="pr-10">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {t('upload.crop.title')}
          </h2>
          <p id={helpId} className="mt-1 text-sm text-stone-600">
            {t('upload.crop.help')}
          </p>
        </div>
        <div className="relative h-64 overflow-hidden rounded-xl bg-stone-900 sm:h-96">
          <Cropper
            image={pending.src}
            crop={position}
            zoom={zoom}
            minZoom={1}
            maxZoom={maxZoom}
            aspect={crop.aspect}
            onCropChange={setPosition}
            onZoomChange={zoomTo}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={({ width, height }) => setMedia({ width, height })}
            onCropSizeChange={setAreaSize}
            // The CSP forbids the <style> element the library would add; its stylesheet is imported above instead.
            disableAutomaticStylesInjection
            // A name needs a role to hang on (axe: aria-prohibited-attr); the area is one focusable whole.
            cropperProps={{ role: 'group', 'aria-label': t('upload.crop.area'), 'aria-describedby': helpId }}
            mediaProps={{ alt: pending.file.name }}
          />
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {moves.map(({ label, icon: Icon, x, y }) => (
            <Button key={label} variant="ghost" onClick={() => nudge(x, y)} disabled={!media || !areaSize} aria-label={label} title={label} className="px-2.5">
              <Icon aria-hidden="true" className="size-4" />
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="ghost" onClick={() => zoomTo(zoom - ZOOM_STEP * 2)} disabled={zoom <= 1} aria-label={t('upload.crop.zoomOut')} className="px-2.5">
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <label className="flex flex-1 items-center gap-3 text-sm font-medium text-stone-700">
            <span className="shrink-0">{t('upload.crop.zoom')}</span>
            <input
              type="range"
              min={1}
              max={maxZoom}
              step={0.01}
              value={zoom}
              disabled={maxZoom <= 1}
              onChange={(event) => zoomTo(Number(event.target.value))}
              aria-valuetext={`${Math.round(zoom * 100)} %`}
              className="h-2 w-full cursor-pointer accent-primary"
            />
          </label>
          <Button variant="ghost" onClick={() => zoomTo(zoom + ZOOM_STEP * 2)} disabled={zoom >= maxZoom} aria-label={t('upload.crop.zoomIn')} className="px-2.5">
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <p className="min-h-5 text-xs text-stone-500" aria-live="polite">
          {output ? t('upload.crop.outputSize', { width: output.width, height: output.height }) : null}
        </p>
        {failed ? <Alert tone="error">{t('upload.crop.failed')}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={working}>
            {t('upload.crop.cancel')}
          </Button>
          <Button onClick={() => void apply()} disabled={!area || working}>
            {working ? t('upload.crop.working') : t('upload.crop.apply')}
          </Button>
        </div>
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('upload.crop.close')}</span>
        </button>
      </div>
    </dialog>
  );
}
