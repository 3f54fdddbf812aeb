import type { ReactNode } from 'react';
import { Container } from '#client/components/container.tsx';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}

/** A centered message with its actions: not found, errors, waiting. */
export function StatusPage({ icon, title, body, children }: StatusPageProps) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-full bg-secondary text-on-secondary">{icon}</div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-stone-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  );
}
