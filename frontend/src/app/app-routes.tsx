import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { AuthenticatedLayout } from '../shared/layout/authenticated-layout';
import { PublicLayout } from '../shared/layout/public-layout';
import { useSession } from '../shared/session/session-context';
import { visibleRoutes } from '@mflow/contracts/master/menu-gating';
import { ROUTE_TABLE } from './route-table';
import { Screen } from './screens';

/**
 * The router of requirements/portal-shell.md#routes: the routes this visitor may see, home at /mflow, and the fallback for any other
 * path: home in the public layout when logged out, a redirect to /mflow when logged in.
 */
export function AppRoutes({ activeCodes }: { activeCodes: ReadonlySet<string> }) {
  const { loggedIn } = useSession();
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: loggedIn ? <AuthenticatedLayout /> : <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...visibleRoutes(ROUTE_TABLE, { activeCodes, loggedIn }).map((entry) => ({
            path: entry.path,
            element: <Screen id={entry.screen} />,
          })),
          { path: '*', element: loggedIn ? <Navigate to="/" replace /> : <HomePage /> },
        ],
      },
    ],
    [activeCodes, loggedIn],
  );
  return useRoutes(routes);
}
