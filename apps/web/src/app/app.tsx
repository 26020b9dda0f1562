import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { CartProvider } from '../lib/cart/cart-context';
import { appQueryClient } from '../lib/query-client';
import { ToasterHost } from './toaster-host';
import { HydratedSignal } from './hydrated-signal';
import { I18nProvider } from '../lib/i18n/i18n-context';
import type { Translator } from '../lib/i18n/translator';

/**
 * The providers around the router. `children` is the router: RouterProvider in the browser,
 * StaticRouterProvider when the server renders (with that request's own query cache).
 */
export function App({
  children,
  translator,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** The page's language: the request's on the server, the one the page was served in here. */
  translator: Translator;
  queryClient?: QueryClient;
}) {
  return (
    <I18nProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <CartProvider>{children}</CartProvider>
        <ToasterHost />
        <HydratedSignal />
      </QueryClientProvider>
    </I18nProvider>
  );
}
