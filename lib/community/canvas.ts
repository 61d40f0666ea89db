import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { forbidden } from "../errors";
import { CANVAS_TOKEN_TTL_S, COMMUNITY_MESSAGES as M } from "./rules";

/** Where the hand-off lands by default: the community side's shared post page (spec 2). */
export const CANVAS_PATH = "/canvas";
export const CANVAS_CLICK_PATH = "/ng-api/v1/click-to-redirect-canvas";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A canvas hand-off token for the signed-in user (spec 2 get-token-on-logedin): 32 random bytes,
 * only their SHA-256 stored, valid CANVAS_TOKEN_TTL_S seconds and once (decision 032).
 * Admins are not handed over (their sessions are short and need a second factor).
 */
export async function mintCanvasToken(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  if (user.role === "admin") throw forbidden();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CANVAS_TOKEN_TTL_S * 1000);
  await db.execute(sql`
    delete from canvas_tokens where expires_at < ${now.toISOString()}::timestamptz - interval '1 day'`);
  await db.execute(sql`
    insert into canvas_tokens (token_hash, user_id, expires_at, created_at)
    values (${hashOf(token)}, ${user.id}, ${expiresAt.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz)`);
  return { token, expiresAt };
}

/** The user a token carries, spending it (one UPDATE: a second use or a late one finds nothing). */
export async function redeemCanvasToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<{ id: number; role: SessionUser["role"]; name: string; sessionVersion: number } | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = rowsOf<{
    id: number;
    role: SessionUser["role"];
    first_name: string;
    last_name: string;
    session_version: number;
  }>(
    await db.execute(sql`
      with spent as (
        update canvas_tokens set used_at = ${now.toISOString()}::timestamptz
         where token_hash = ${hashOf(token)} and used_at is null
           and expires_at > ${now.toISOString()}::timestamptz
        returning user_id)
      select u.id, u.role, u.first_name, u.last_name, u.session_version
        from spent join users u on u.id = spent.user_id
       where u.is_active and u.role <> 'admin'`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    role: row.role,
    name: `${row.first_name} ${row.last_name}`.trim(),
    sessionVersion: Number(row.session_version),
  };
}

export const CANVAS_REFUSED = M.canvasBadToken;
