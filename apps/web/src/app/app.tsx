import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { CartProvider } from '../lib/cart/cart-context';
import { appQueryClient } from '../lib/query-client';
import { ToasterHost } from './toaster-host';
import { HydratedSignal } from './hydrated-signal';

/**
 * The providers around the router. `children` is the router: RouterProvider in the browser,
 * StaticRouterProvider when the server renders (with that request's own query cache).
 */
export function App({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      <ToasterHost />
      <HydratedSignal />
    </QueryClientProvider>
  );
}
