import './zod-config';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteGate } from './features/shell/site-gate';
import './i18n';
import { router } from './router';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

declare global {
  interface Window {
    /** Set by classic/unsupported-browser.js when it has replaced the page with its notice. */
    __ideahuntUnsupported?: boolean;
  }
}

function mountApp(container: HTMLElement) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();

  createRoot(container).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SiteGate>
            <RouterProvider router={router} />
          </SiteGate>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!window.__ideahuntUnsupported && container) mountApp(container);
