import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AuditEntry, Member, MembersQuery, UpdateMemberBody } from '@fanclub/shared/schemas/admin';
import { paginated } from '@fanclub/shared/schemas/common';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { auditLog } from '../../db/schema/audit';
import { HttpError } from '../../plugins/errors';
import { requireFeature } from '../../lib/guards';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members (admin only): search, change a role, grant or remove a complimentary tier; all audited. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      config: { access: 'manageMembers' },
      schema: { querystring: MembersQuery, response: { 200: paginated(Member) } },
    },
    async (req, reply) => {
      requireFeature(req, 'manageMembers');
      const { q, limit, offset } = req.query;
      const filter = q
        ? or(
            ilike(users.email, `%${escapeLike(q)}%`),
            ilike(profiles.displayName, `%${escapeLike(q)}%`),
          )
        : undefined;
      const [total] = await app.db
        .select({ n: count() })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(filter);
      const rows = await app.db
        .select({
          userId: users.id,
          email: users.email,
          displayName: profiles.displayName,
          role: profiles.role,
          tier: profiles.subscriptionTier,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(filter)
        .orderBy(desc(users.createdAt), users.id)
        .limit(limit)
        .offset(offset);
      reply.header('cache-control', 'private, no-store');
      return {
        items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total: total?.n ?? 0,
        limit,
        offset,
      };
    },
  );

  app.patch(
    '/api/admin/members/:userId',
    {
      config: { access: 'manageMembers' },
      schema: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: UpdateMemberBody,
        response: { 200: Member },
      },
    },
    async (req) => {
      const admin = requireFeature(req, 'manageMembers');
      const { role, tier } = req.body;
      // An admin cannot remove their own admin role: someone must always be able to get back in.
      if (req.params.userId === admin.userId && role !== undefined && role !== 'admin')
        throw new HttpError(409, 'You cannot remove your own admin role.');
      const member = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(profiles)
          .where(eq(profiles.userId, req.params.userId));
        if (!before) throw new HttpError(404, 'Member not found');
        await tx
          .update(profiles)
          .set({
            ...(role ? { role } : {}),
            ...(tier ? { subscriptionTier: tier } : {}),
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, req.params.userId));
        const entries = [
          ...(role && role !== before.role
            ? [{ action: 'member.role_changed', details: { from: before.role, to: role } }]
            : []),
          ...(tier && tier !== before.subscriptionTier
            ? [
                {
                  action:
                    tier === 'free'
                      ? 'member.complimentary_tier_removed'
                      : 'member.complimentary_tier_granted',
                  details: { from: before.subscriptionTier, to: tier },
                },
              ]
            : []),
        ];
        if (entries.length > 0)
          await tx.insert(auditLog).values(
            entries.map((e) => ({
              ...e,
              actorId: admin.userId,
              targetType: 'member',
              targetId: req.params.userId,
            })),
          );
        const [after] = await tx
          .select({
            userId: users.id,
            email: users.email,
            displayName: profiles.displayName,
            role: profiles.role,
            tier: profiles.subscriptionTier,
            createdAt: users.createdAt,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, req.params.userId));
        return after!;
      });
      req.log.info({ target: req.params.userId, role, tier }, 'member changed by admin');
      return { ...member, createdAt: member.createdAt.toISOString() };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'manageMembers' },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(AuditEntry) },
      },
    },
    async (req) => {
      requireFeature(req, 'manageMembers');
      const target = alias(users, 'target');
      const rows = await app.db
        .select({ entry: auditLog, actorEmail: users.email, targetEmail: target.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(target, eq(target.id, auditLog.targetId))
        .orderBy(desc(auditLog.createdAt))
        .limit(req.query.limit);
      return rows.map(({ entry, actorEmail, targetEmail }) => ({
        id: entry.id,
        actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetEmail,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  );
};
