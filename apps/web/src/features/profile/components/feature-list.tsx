import { Check, Lock } from 'lucide-react';
import type { Role } from '@fanclub/shared/roles';
import { can, featureLabel, featuresFor, lockedFeaturesFor } from '@fanclub/shared/permissions';
import type { Feature } from '@fanclub/shared/permissions';

/**
 * What a fan could gain by subscribing: only features that a member role has. Staff-only tools
 * (posting, managing events, members, orders) cannot be bought, so they are never advertised.
 */
function unlockableFor(role: Role): Feature[] {
  return lockedFeaturesFor(role).filter(
    (feature) => can('vip', feature) || can('premium', feature),
  );
}

function FeatureItems({ features, locked }: { features: readonly Feature[]; locked?: boolean }) {
  return (
    <ul className="space-y-2.5 text-sm">
      {features.map((feature) => (
        <li key={feature} className={`flex items-center gap-2.5 ${locked ? 'text-stage-300' : ''}`}>
          {locked ? (
            <Lock aria-hidden className="size-4 shrink-0 text-stage-400" />
          ) : (
            <Check aria-hidden className="size-4 shrink-0 text-accent" strokeWidth={3} />
          )}
          {featureLabel(feature)}
        </li>
      ))}
    </ul>
  );
}

/** 'Available Features' for the role, plus 'Unlock More Features' for fans. */
export function FeatureList({ role }: { role: Role }) {
  const unlockable = role === 'fan' ? unlockableFor(role) : [];
  return (
    <div className="rounded-2xl border border-white/5 bg-stage-800 p-4">
      <h3 className="mb-3 text-sm font-semibold text-stage-300">Available Features</h3>
      <FeatureItems features={featuresFor(role)} />
      {unlockable.length > 0 && (
        <>
          <h3 className="mt-5 mb-3 border-t border-white/5 pt-4 text-sm font-semibold text-stage-300">
            Unlock More Features
          </h3>
          <FeatureItems features={unlockable} locked />
        </>
      )}
    </div>
  );
}
