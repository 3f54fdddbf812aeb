import type { Organisation } from '#client/trpc.ts';

/**
 * What lies behind the start page's banner, and behind the login and signup pages' card: the
 * organisation's hero picture, else soft shapes on its primary colour. The parent is `relative
 * isolate bg-primary`.
 */
export function HeroBackdrop({ organisation }: { organisation: Organisation }) {
  const { assets } = organisation.settings;
  return assets.hero ? <HeroImage desktop={assets.hero} mobile={assets.heromobile} /> : <HeroDecoration />;
}

/** The organisation's hero picture, darkened so the heading stays readable on any photo. */
function HeroImage({ desktop, mobile }: { desktop: string; mobile: string }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <picture>
        {mobile ? <source media="(max-width: 640px)" srcSet={mobile} /> : null}
        <img src={desktop} alt="" className="size-full object-cover" />
      </picture>
      <div className="absolute inset-0 bg-gradient-to-r from-black/60 via-black/35 to-black/10" />
    </div>
  );
}

/** Soft light shapes so a plain colour hero does not look empty. */
function HeroDecoration() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-white/10 blur-2xl" />
      <div className="absolute -bottom-40 left-1/3 size-[22rem] rounded-full bg-black/10 blur-2xl" />
    </div>
  );
}
