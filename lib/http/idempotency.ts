import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { idempotencyKeys } from "@/db/schema/requests";
import { badRequest } from "../errors";
import { HTTP_MESSAGES } from "./messages";

export interface IdempotencyScope {
  userId: number;
  route: string;
  key: string;
}

const KEY_RULE = /^[A-Za-z0-9_-]{1,100}$/;

/** Stored answers are kept this long (a retry comes within minutes; pruned by retention). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/**
 * Runs a call once per (user, route, key). The call's writes and its stored answer commit in one
 * transaction (the call's own transaction becomes a savepoint inside it), so after an in-doubt
 * commit a retry finds either both or neither. Concurrent duplicates wait on an advisory lock of
 * the key and then answer the first result. Thrown errors store nothing: the retry runs again.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  run: (tx: Db) => Promise<Response>,
): Promise<Response> {
  if (!KEY_RULE.test(scope.key)) throw badRequest(HTTP_MESSAGES.badIdempotencyKey);
  return db.transaction(async (tx) => {
    const lockKey = `${scope.userId}:${scope.route}:${scope.key}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, scope.userId),
          eq(idempotencyKeys.route, scope.route),
          eq(idempotencyKeys.key, scope.key),
        ),
      );
    if (stored) {
      return new Response(stored.body, {
        status: stored.status,
        headers: { "content-type": stored.contentType, "idempotent-replay": "true" },
      });
    }
    const response = await run(tx as unknown as Db);
    const body = await response.text();
    await tx.insert(idempotencyKeys).values({
      ...scope,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "application/json",
      body,
    });
    return new Response(body, { status: response.status, headers: response.headers });
  });
}
