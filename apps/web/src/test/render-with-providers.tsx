import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

type RouterOptions = Omit<NonNullable<Parameters<typeof createMemoryRouter>[1]>, 'initialEntries'>;

/** Renders routes at `path` with the app's providers, Mantine in test mode (no transitions). */
export function renderRoutes(routes: RouteObject[], path = '/', options: RouterOptions = {}) {
  const router = createMemoryRouter(routes, { ...options, initialEntries: [path] });
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Renders one component inside a router at '/' with the app's providers. */
export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }]);
}
