import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { CartProvider } from '../lib/cart/cart-context';
import { appQueryClient } from '../lib/query-client';
import { ToasterHost } from './toaster-host';
import { I18nProvider, useT } from '../lib/i18n/i18n-context';
import { UiTextsProvider } from '../components/ui/ui-texts';
import type { Translator } from '../lib/i18n/translator';

/** The building blocks' own words (components/ui/ui-texts.tsx), from the shell's texts ('app'). */
function ShellUiTexts({ children }: { children: ReactNode }) {
  const t = useT();
  const close = t('app.close');
  const tryAgain = t('app.tryAgain');
  const tierFree = t('app.tierFree');
  const texts = useMemo(() => ({ close, tryAgain, tierFree }), [close, tryAgain, tierFree]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}

/**
 * The providers around the router. `children` is the router: BrowserRouter in the browser,
 * StaticRouter when the server renders (with that request's own query cache).
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
      <ShellUiTexts>
        <QueryClientProvider client={queryClient}>
          <CartProvider t={translator.t}>{children}</CartProvider>
          <ToasterHost />
        </QueryClientProvider>
      </ShellUiTexts>
    </I18nProvider>
  );
}
