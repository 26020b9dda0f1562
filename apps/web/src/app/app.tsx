import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@fanclub/shared/limits';
import { CartProvider } from '../lib/cart/cart-context';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
      <Toaster
        position="bottom-right"
        // Above the bottom navigation bar (3.5 rem + the phone's safe area), never over it.
        mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TOAST_DURATION_MS}
        theme="dark"
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
