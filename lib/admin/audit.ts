import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { adminAuditLog, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";

export interface AuditTarget {
  type: string;
  id: string | number;
}

/** What an audited action answers: its result, and the target's state before and after. */
export interface AuditedResult<T> {
  result: T;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Nothing was done (a replayed request): no audit row. */
  skip?: boolean;
}

/**
 * Runs an admin action and writes its audit row, in one transaction: if either fails, neither is
 * kept. `fn` gets the transaction and answers what it did (before / after of the target).
 */
export async function audited<T>(
  db: Db,
  admin: Pick<SessionUser, "id">,
  action: string,
  target: AuditTarget,
  now: Date,
  fn: (tx: Db) => Promise<AuditedResult<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const out = await fn(tx);
    if (out.skip) return out.result;
    await tx.insert(adminAuditLog).values({
      adminId: admin.id,
      action,
      targetType: target.type,
      targetId: String(target.id),
      before: (out.before ?? null) as never,
      after: (out.after ?? null) as never,
      reason: out.reason ?? null,
      at: now,
    });
    return out.result;
  });
}

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  adminId?: number;
  from?: Date;
  to?: Date;
  limit?: number;
}

/** The audit log, newest first, with the admin's name; filters combine. */
export async function listAudit(db: Db, f: AuditFilter = {}) {
  const where: SQL[] = [];
  if (f.action) where.push(sql`${adminAuditLog.action} like ${`${f.action}%`}`);
  if (f.targetType) where.push(eq(adminAuditLog.targetType, f.targetType));
  if (f.targetId) where.push(eq(adminAuditLog.targetId, f.targetId));
  if (f.adminId) where.push(eq(adminAuditLog.adminId, f.adminId));
  if (f.from) where.push(gte(adminAuditLog.at, f.from));
  if (f.to) where.push(lt(adminAuditLog.at, f.to));
  return db
    .select({
      id: adminAuditLog.id,
      at: adminAuditLog.at,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      reason: adminAuditLog.reason,
      adminId: adminAuditLog.adminId,
      adminName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(Math.min(f.limit ?? 200, 500));
}
export type AuditEntry = Awaited<ReturnType<typeof listAudit>>[number];
