// The plan-change dialog brings Radix Dialog and its scroll lock (about 15 KB gzip); it loads the
// first time a subscriber picks another plan, keeping /subscribe's first-load JavaScript in budget.
import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';
import type { PlanChangeDialog } from './plan-change-dialog';

const LazyPlanChangeDialog = lazy(() =>
  import('./plan-change-dialog').then((m) => ({ default: m.PlanChangeDialog })),
);

export function PlanChangeDialogOnDemand(props: ComponentProps<typeof PlanChangeDialog>) {
  // Stays mounted once opened, so closing still animates.
  const [opened, setOpened] = useState(props.target !== null);
  if (props.target !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyPlanChangeDialog {...props} />
    </Suspense>
  );
}
