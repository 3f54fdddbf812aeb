import 'altcha/external';
import 'altcha/altcha.css';
import './captcha-widget.css';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';

// The server's challenges are SHA-256 proofs of work. Its worker is a file of this site (the
// widget's bundled blob: workers are left out with altcha/external), and it hashes with the
// browser's own crypto, no WebAssembly: the content security policy needs nothing more.
$altcha.algorithms.set('SHA-256', () => new ShaWorker());
$altcha.defaults.set({
  // Solving starts when the visitor enters the form, so it is usually done before they are.
  auto: 'onfocus',
  // No artificial wait once solved, no link off the site, nothing collected about the pointer.
  minDuration: 0,
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

const STRING_KEYS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export interface CaptchaWidgetProps {
  /** The solved challenge's payload, or '' while there is none (not yet, expired, failed). */
  onChange: (payload: string) => void;
  /** The server refused the last payload (used or expired meanwhile): a new challenge is solved at once. */
  refused: boolean;
  /** Id of the form's own message about the captcha. */
  describedBy: string;
}

/** The ALTCHA widget (spec 3 §5 captcha): a self-hosted proof of work, solved in the browser's workers. */
export function CaptchaWidget({ onChange, refused, describedBy }: CaptchaWidgetProps) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const ref = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const labelId = useId();
  const language = i18n.language;

  // The widget's texts are ours, in the site's language; set before it first draws.
  useLayoutEffect(() => {
    $altcha.i18n.set(language, Object.fromEntries(STRING_KEYS.map((key) => [key, t(`captcha.${key}`)])));
  }, [language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload: string | null }>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    const configure = async () => {
      await widget.configure({
        // Any address will do: the challenge comes through tRPC, like every other call.
        challenge: '/trpc/captcha.challenge',
        fetch: async () => new Response(JSON.stringify(await utils.client.captcha.challenge.query()), { headers: { 'content-type': 'application/json' } }),
      });
      // The widget starts on the form's next focusin: a visitor already typing when it arrived
      // (it loads lazily) may never move the focus again before submitting, so start it now.
      if (widget.closest('form')?.contains(document.activeElement)) void widget.verify();
    };
    widget.addEventListener('statechange', onStateChange);
    // The element draws itself a moment after it is attached; its methods exist from then on
    // (before, the typed method reads as undefined).
    const onLoad = () => void configure();
    if ((widget as Partial<typeof widget>).configure) onLoad();
    else widget.addEventListener('load', onLoad, { once: true });
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('load', onLoad);
    };
  }, [onChange, utils]);

  useEffect(() => {
    if (refused) void (ref.current as Partial<HTMLElementTagNameMap['altcha-widget']> | null)?.verify?.();
  }, [refused]);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="captcha-widget">
      <span id={labelId} className="sr-only">
        {t('captcha.group')}
      </span>
      <altcha-widget ref={ref} language={language} />
    </div>
  );
}
