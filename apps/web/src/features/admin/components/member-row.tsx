import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import { tierName } from '../../../lib/i18n/member-labels';
import { isRole, isTier, ROLES, TIERS } from '@fanclub/shared/roles';
import type { Tier } from '@fanclub/shared/roles';
import type { Member } from '@fanclub/shared/schemas/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select';
import { sessionKeys } from '../../../lib/session';
import { adminKeys, serverMessage } from '../api/admin-api';
import { updateMember } from '../api/members-api';
import type { MemberChange } from '../api/members-api';
import { Badge } from './admin-ui';

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: value }));

function successToast(member: Member, change: MemberChange, t: Translator['t']) {
  const email = member.email;
  if (change.role) {
    toast.success(t('admin.roleUpdated'), {
      description: t('admin.roleUpdatedText', { email, role: change.role }),
    });
  } else if (change.tier === 'free') {
    toast.success(t('admin.compRemoved'), {
      description: t('admin.compRemovedText', { email, tier: tierName(t, 'free') }),
    });
  } else if (change.tier) {
    toast.success(t('admin.compGranted'), {
      description: t('admin.compNowHas', { email, tier: tierName(t, change.tier) }),
    });
  }
}

/**
 * One member with their role and tier. A role saves on change; a tier (what a member gets without
 * paying) is asked about first, since a slip in a dropdown would hand out VIP. The server audits both.
 */
export function MemberRow({ member, isSelf }: { member: Member; isSelf: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [askTier, setAskTier] = useState<Tier | null>(null);
  const mutation = useMutation({
    mutationFn: (change: MemberChange) => updateMember(member.userId, change),
    onSuccess: (_saved, change) => {
      setAskTier(null);
      successToast(member, change, t);
      void queryClient.invalidateQueries({ queryKey: adminKeys.membersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() });
      // Changing your own tier changes what this browser may see.
      if (isSelf) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => {
      setAskTier(null);
      toast.error(t('admin.memberUpdateFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      });
    },
  });
  // While saving, the select shows the new value; on failure it falls back to the stored one.
  const pending = mutation.isPending ? mutation.variables : undefined;
  const role = pending?.role ?? member.role;
  const tier = pending?.tier ?? member.tier;
  const name = member.displayName?.trim();

  return (
    <li className="py-4 first:pt-1 last:pb-1">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`${paths.admin}?tab=members&member=${encodeURIComponent(member.userId)}`}
            className="block wrap-anywhere font-medium underline-offset-2 hover:underline"
          >
            {name || member.email}
          </Link>
          {name && <p className="wrap-anywhere text-sm text-stage-300">{member.email}</p>}
        </div>
        {isSelf && <Badge tone="accent">{t('admin.you')}</Badge>}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <SelectField
          label={t('admin.role')}
          value={role}
          options={ROLE_OPTIONS}
          onValueChange={(value) => {
            if (isRole(value) && value !== member.role) mutation.mutate({ role: value });
          }}
        />
        <SelectField
          label={t('admin.tier')}
          value={tier}
          options={TIERS.map((value) => ({ value, label: tierName(t, value) }))}
          onValueChange={(value) => {
            if (isTier(value) && value !== member.tier) setAskTier(value);
          }}
        />
      </div>
      <ConfirmDialog
        open={askTier !== null}
        onOpenChange={(open) => !open && !mutation.isPending && setAskTier(null)}
        title={t('admin.changeTierTitle', {
          name: name || member.email,
          tier: tierName(t, askTier),
        })}
        description={t('admin.changeTierText', {
          email: member.email,
          from: tierName(t, member.tier),
          to: tierName(t, askTier),
          free: askTier === 'free' ? 'yes' : 'no',
        })}
        confirmLabel={mutation.isPending ? t('admin.changing') : t('admin.changeTier')}
        cancelLabel={t('admin.cancel')}

        onConfirm={() => askTier && mutation.mutate({ tier: askTier })}
        pending={mutation.isPending}
      />
    </li>
  );
}
