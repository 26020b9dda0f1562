import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@fanclub/shared/limits';
import { CartProvider } from '../lib/cart/cart-context';
import { appQueryClient } from '../lib/query-client';
import { router } from './router';

export function App() {
  const queryClient = appQueryClient;
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
      <Toaster
        position="bottom-right"
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TOAST_DURATION_MS}
        theme="dark"
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
