import { createRouter } from '@tanstack/react-router';
import { RouteErrorPage } from './features/shell/route-error-page';
import { coachRoute } from './routes/coach';
import { indexRoute } from './routes/index';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { rootRoute } from './routes/root';
import { signupRoute } from './routes/signup';

/** Every screen that exists; anything else is the root's not-found page. */
const routeTree = rootRoute.addChildren([indexRoute, loginRoute, signupRoute, logoutRoute, coachRoute]);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: RouteErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
