import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'onHero' | 'onHeroOutline';
export type ButtonSize = 'md' | 'lg';

// The focus ring comes from the global :focus-visible rule; the transition leaves the outline
// out so that the ring appears at once instead of fading in from the text colour.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-[color,background-color,filter] ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:brightness-110',
  secondary: 'bg-secondary text-on-secondary hover:brightness-95',
  ghost: 'text-stone-700 hover:bg-stone-100',
  // For what cannot be undone (delete); red whatever the organisation's theme is.
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  // On the hero the primary colour is the background, so buttons there invert, and so does the
  // focus ring: in the link colour it would vanish into a hero of the same colour.
  onHero: 'bg-white text-stone-900 shadow-sm hover:bg-stone-100 focus-visible:outline-hero-text',
  onHeroOutline: 'text-hero-text ring-1 ring-current ring-inset hover:bg-white/10 focus-visible:outline-hero-text',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

/** Button look for anything clickable, so links that act as buttons match real buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement> | undefined;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button that never submits a form by accident: type defaults to "button". */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
