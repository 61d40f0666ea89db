import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { calendarFeeds } from "@/db/schema";
import type { FeedOwner } from "./feed-owner";

/** A feed token: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Tokens are stored as their SHA-256 (hex): a leaked table names no feed. */
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

const ownerColumn = (owner: FeedOwner) =>
  "familyId" in owner
    ? { column: calendarFeeds.familyId, id: owner.familyId }
    : { column: calendarFeeds.teacherId, id: owner.teacherId };

/**
 * Makes the owner's feed token, replacing any earlier one (revoke = a new token: the old URL then
 * answers 404). The token itself is answered once and never stored.
 */
export async function issueFeedToken(db: Db, owner: FeedOwner): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  const { column } = ownerColumn(owner);
  await db
    .insert(calendarFeeds)
    .values({ ...owner, tokenHash })
    .onConflictDoUpdate({ target: column, set: { tokenHash } });
  return token;
}

/** Whether the owner has a feed address (the settings offer create or revoke). */
export async function hasFeed(db: Db, owner: FeedOwner): Promise<boolean> {
  const { column, id } = ownerColumn(owner);
  const [row] = await db.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(column, id));
  return Boolean(row);
}

/** The owner a token opens, or null (malformed, revoked or never issued). */
export async function feedOwnerByToken(db: Db, token: string): Promise<FeedOwner | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ familyId: calendarFeeds.familyId, teacherId: calendarFeeds.teacherId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!row) return null;
  return row.familyId !== null ? { familyId: row.familyId } : { teacherId: row.teacherId! };
}
