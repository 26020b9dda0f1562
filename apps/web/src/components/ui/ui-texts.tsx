import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The few words the building blocks say themselves (a dialog's Close, a notice's Try again). They
 * import nothing from lib, so the app shell hands them over in the page's language (app/app.tsx);
 * the English default serves a block rendered on its own.
 */
export interface UiTexts {
  close: string;
  tryAgain: string;
  /** The free tier's name on a TierBadge (Fan+ and VIP are brand names, never translated). */
  tierFree: string;
}

const UiTextsContext = createContext<UiTexts>({
  close: 'Close',
  tryAgain: 'Try again',
  tierFree: 'Free',
});

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
