import type { ButtonHTMLAttributes } from 'react';

/** An action that reads as a link inside running text ("No account yet? Sign up"). */
export function LinkButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`rounded font-semibold text-link underline-offset-2 hover:underline ${className}`}
      {...props}
    />
  );
}
