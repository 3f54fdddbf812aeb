import type { ReactNode } from 'react';

/**
 * The page column every screen shares, so widths and side padding stay consistent. `wide` is the
 * admin area's column, which holds its navigation beside the screen; the top bar and footer take
 * it there too, so their edges line up with what is below them.
 */
export function Container({ children, className = '', wide = false }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-5xl'} px-4 sm:px-6 ${className}`}>{children}</div>;
}
