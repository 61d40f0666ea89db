import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { AuthDeps } from "../auth/deps";
import { otpText } from "../auth/otp-delivery";
import { issueOtp, verifyOtp } from "../auth/otp";
import { rowsOf } from "../db-rows";
import { VOTE_MESSAGES } from "./rules";
import type { VoteOtpResponse, VoteResponse } from "./types";
import { ipPrefix, voteMobileHash } from "./vote-hash";

/** The OTP destination of a vote: the number and the entry (a code votes for one entry only). */
export const voteDestination = (mobile: string, entryId: number) => `+91${mobile}:${entryId}`;

type AuditEvent = "otp_sent" | "voted" | "repeat" | "wrong_otp";

async function audit(
  db: Db,
  row: { entryId: number; mobileHash: string; ip: string; event: AuditEvent; now: Date },
) {
  await db.execute(sql`
    insert into vote_audit (entry_id, mobile_hash, ip_prefix, event, at)
    values (${row.entryId}, ${row.mobileHash}, ${ipPrefix(row.ip)}, ${row.event},
            ${row.now.toISOString()}::timestamptz)`);
}

/** An entry that may be voted for: approved, in an open talent hunt. */
export async function votableEntry(db: Db, entryId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select e.id from contest_entries e join contests c on c.id = e.contest_id
       where e.id = ${entryId} and e.status = 'approved' and c.status = 'open'
         and c.kind = 'talent_hunt'`),
  );
  return rows.length > 0;
}

async function hasVoted(db: Db, entryId: number, mobileHash: string): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from public_votes where entry_id = ${entryId} and mobile_hash = ${mobileHash}`),
  );
  return rows.length > 0;
}

const fail = (responseCode: number, message: string, field?: string): VoteOtpResponse => ({
  status: "fail",
  responseCode,
  message,
  ...(field ? { errors: { [field]: message } } : {}),
});

/**
 * POST /sendOTPForPublicVoting: a six-digit code to the voter's number, bound to the entry.
 * Refused for an entry that is not approved (or not in an open hunt), for a number that already
 * voted for it (no SMS is spent), and past the per-address, per-number and per-entry limits.
 */
export async function sendVoteOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: string; entryId: number; ip: string; now: Date },
): Promise<VoteOtpResponse> {
  const { mobile, entryId, ip, now } = input;
  if (!(await votableEntry(db, entryId))) return fail(404, VOTE_MESSAGES.entryNotFound);
  const mobileHash = voteMobileHash(mobile);
  if (await hasVoted(db, entryId, mobileHash)) return fail(201, VOTE_MESSAGES.alreadyVoted);
  await deps.limiter.consume("voteOtpPerIp", ip);
  await deps.limiter.consume("voteOtpPerNumber", mobileHash);
  await deps.limiter.consume("voteOtpPerEntry", String(entryId));
  const { code, expiresAt } = await issueOtp(db, {
    purpose: "public_vote",
    destination: voteDestination(mobile, entryId),
    now,
  });
  await deps.messenger.send({
    kind: "otp",
    channel: "sms",
    to: `+91${mobile}`,
    body: otpText(code),
    redactAfter: expiresAt,
  });
  await audit(db, { entryId, mobileHash, ip, event: "otp_sent", now });
  return { status: "success", responseCode: 200, message: VOTE_MESSAGES.otpSent };
}

/**
 * Counts one verified vote: the insert and the entry's counter move in one transaction, and the
 * unique index (entry_id, mobile_hash) makes a repeat insert nothing, under any interleaving.
 * Answers the new count, or null for a repeat.
 */
export async function castVerifiedVote(
  db: Db,
  input: { entryId: number; mobileHash: string; name: string; ip: string; now: Date },
): Promise<number | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into public_votes (entry_id, mobile_hash, voter_name, ip_prefix, verified_at)
        values (${input.entryId}, ${input.mobileHash}, ${input.name}, ${ipPrefix(input.ip)},
                ${input.now.toISOString()}::timestamptz)
        on conflict (entry_id, mobile_hash) do nothing
        returning id`),
    );
    if (inserted.length === 0) {
      await audit(tx, { ...input, event: "repeat" });
      return null;
    }
    const [row] = rowsOf<{ vote_count: number }>(
      await tx.execute(sql`
        update contest_entries set vote_count = vote_count + 1
         where id = ${input.entryId} returning vote_count`),
    );
    await audit(tx, { ...input, event: "voted" });
    return Number(row!.vote_count);
  });
}

/**
 * POST /verifyOTPAndSavePublicVoting: the code must be the live one for this number and entry;
 * then the vote counts once (castVerifiedVote). A repeat answers the spec's message.
 */
export async function verifyVote(
  db: Db,
  deps: Pick<AuthDeps, "limiter">,
  input: { mobile: string; name: string; otp: string; entryId: number; ip: string; now: Date },
): Promise<VoteResponse> {
  const { mobile, name, otp, entryId, ip, now } = input;
  if (!(await votableEntry(db, entryId))) return fail(404, VOTE_MESSAGES.entryNotFound);
  await deps.limiter.consume("voteVerifyPerIp", ip);
  const mobileHash = voteMobileHash(mobile);
  if (await hasVoted(db, entryId, mobileHash)) {
    await audit(db, { entryId, mobileHash, ip, event: "repeat", now });
    return fail(201, VOTE_MESSAGES.alreadyVoted);
  }
  const check = await verifyOtp(db, {
    purpose: "public_vote",
    destination: voteDestination(mobile, entryId),
    code: otp,
    now,
  });
  if (check !== "ok") {
    await audit(db, { entryId, mobileHash, ip, event: "wrong_otp", now });
    const message = check === "expired" ? VOTE_MESSAGES.otpExpired : VOTE_MESSAGES.otpInvalid;
    return fail(400, message, "otp");
  }
  const count = await castVerifiedVote(db, { entryId, mobileHash, name, ip, now });
  if (count === null) return fail(201, VOTE_MESSAGES.alreadyVoted);
  return { status: "success", responseCode: 200, message: VOTE_MESSAGES.voted, vote_count: count };
}
