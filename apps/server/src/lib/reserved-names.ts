// Names only the artist's team may use: a member who is not staff cannot take a name that reads
// like the artist's or a staff member's (see @fanclub/shared/display-names for "reads like").
import { isReservedName, RESERVED_NAME_MESSAGE } from '@fanclub/shared/display-names';
import type { Role } from '@fanclub/shared/roles';
import { hasAnyRole, STAFF_ROLES } from '@fanclub/shared/roles';
import { HttpError } from '../plugins/errors';

/** Name fields of one request (field → value); empty values are skipped. */
export type NameFields = Record<string, string | null | undefined>;

/** Who asks: staff (artist, admin) keep and choose their own names; null for a new member. */
type Who = { role: Role } | null;

export interface ReservedNames {
  /**
   * Whether `name` reads like the artist's or a staff member's name, for someone who is not
   * staff. `maxAgeMs` lets a hot path (a chat message) reuse the staff names read that long ago.
   */
  isReserved(name: string, who: Who, options?: { maxAgeMs?: number }): Promise<boolean>;
  /** Throws 409 naming every field whose value is reserved (always against fresh names). */
  refuse(fields: NameFields, who: Who): Promise<void>;
}

export function reservedNames(loadStaffNames: () => Promise<string[]>): ReservedNames {
  let recent: { at: number; names: Promise<string[]> } | null = null;
  const staffNames = (maxAgeMs: number) => {
    const now = Date.now();
    if (!recent || now - recent.at > maxAgeMs) {
      const names = loadStaffNames();
      // A failed read is not kept: the next call reads again.
      names.catch(() => {
        if (recent?.names === names) recent = null;
      });
      recent = { at: now, names };
    }
    return recent.names;
  };
  const exempt = (who: Who) => who !== null && hasAnyRole(who.role, STAFF_ROLES);

  return {
    async isReserved(name, who, { maxAgeMs = 0 } = {}) {
      if (exempt(who)) return false;
      return isReservedName(name, await staffNames(maxAgeMs));
    },
    async refuse(fields, who) {
      const given = Object.entries(fields).filter((e): e is [string, string] => Boolean(e[1]));
      if (exempt(who) || given.length === 0) return;
      const names = await staffNames(0);
      const taken = given.filter(([, value]) => isReservedName(value, names));
      if (taken.length > 0)
        throw new HttpError(
          409,
          RESERVED_NAME_MESSAGE,
          Object.fromEntries(taken.map(([field]) => [field, RESERVED_NAME_MESSAGE])),
        );
    },
  };
}
