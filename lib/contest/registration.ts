import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import type { AuthDeps } from "../auth/deps";
import { generatePassword } from "../auth/generate-password";
import { hashPassword } from "../auth/password";
import { rowsOf } from "../db-rows";
import { familyOfContact } from "../family/family";
import { insertStudent } from "../family/insert-student";
import { log } from "../log/logger";
import { insertMedium } from "../media/library/upload";
import type { MediaStorage } from "../media/storage";
import type { SessionUser } from "../auth/session-user";
import { SITE_NAME } from "../site";
import { contestBySlug, DEFAULT_CONTEST_SLUG } from "./contests";
import { contestAnswer, readContestUpload } from "./multipart";
import { relativeProof, useProofToken } from "./relative-proof";
import { CONTEST_MESSAGES, CONTEST_VIDEO_RULE, ENTRY_OTP_MESSAGES } from "./rules";
import { talentHuntFields } from "./schemas";
import type { TalentHuntResponse } from "./types";

/** Rolls the entry's transaction back (the family or child it made too) when the quota is full. */
class StorageFull extends Error {}

/** How long the outbox keeps a generated password readable before it is blanked. */
const PASSWORD_REDACT_MS = 24 * 3600_000;

export function passwordMessage(name: string, mobile: string, password: string): string {
  return `Welcome to ${SITE_NAME}! ${name}'s talent-hunt entry is in. Log in with ${mobile} and the password ${password} — change it after your first login.`;
}

/**
 * The family account of a contest registration, in the caller's transaction: the family whose
 * contact is the mobile (its child of that name, or a new child), else a new family (mobile not
 * yet verified) with the child, whose login is a generated 8-character password.
 */
export async function familyAccountFor(
  tx: Db,
  input: {
    name: string;
    mobile: string;
    email: string;
    age: number;
    now: Date;
    /** The caller proved the mobile by a code (issue 43.1): the family's number is verified. */
    mobileProved?: boolean;
  },
): Promise<{ childId: number; password: string | null }> {
  const contact = { kind: "mobile" as const, countryCode: "+91", mobile: input.mobile };
  let family = await familyOfContact(tx, contact);
  if (family && input.mobileProved) {
    await tx
      .update(families)
      .set({ mobileVerifiedAt: input.now })
      .where(and(eq(families.id, family.id), isNull(families.mobileVerifiedAt)));
  }
  if (!family) {
    const [emailTaken] = await tx
      .select({ id: families.id })
      .from(families)
      .where(sql`lower(${families.email}) = ${input.email}`)
      .limit(1);
    await tx
      .insert(families)
      .values({
        countryCode: "+91",
        mobile: input.mobile,
        email: emailTaken ? null : input.email,
        mobileVerifiedAt: input.mobileProved ? input.now : null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing();
    family = await familyOfContact(tx, contact);
    if (!family) throw new Error("family not created");
  }
  const [child] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.familyId, family.id),
        eq(users.role, "student"),
        sql`lower(${users.firstName}) = ${input.name.toLowerCase()}`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (child) return { childId: child.id, password: null };
  const [anyChild] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.familyId, family.id))
    .limit(1);
  // A family that already has an account keeps its login; a brand-new one gets a password.
  const password = anyChild ? null : generatePassword();
  const created = await insertStudent(tx, {
    firstName: input.name,
    familyId: family.id,
    age: input.age,
    countryCode: "+91",
    passwordHash: password ? await hashPassword(password) : null,
    createdAt: input.now,
  } as Parameters<typeof insertStudent>[1]);
  return { childId: created.id, password };
}

/**
 * POST /talent-hunt-registration (spec 1): st_name, mobile, email, age, category, referred_by,
 * then the video (`media`). Creates or reuses the family account, stores the video through the
 * media library and enters it, pending moderation. A new account's password goes by SMS.
 * Issue 43.1 (decision 040): only for a caller who holds the mobile: signed in as that family, or
 * with `otp` (the code /talent-hunt-registration/send-otp sent) or `otp_token` (what verify-otp
 * answered). Without one the answer is the same refusal whether the number is known or not, and
 * nothing is written.
 */
export async function registerTalentHunt(
  request: Request,
  db: Db,
  deps: AuthDeps,
  storage: MediaStorage,
  caller: { user: SessionUser | null; ip: string; now: Date },
): Promise<Response> {
  const { now } = caller;
  const read = await readContestUpload(request, storage, talentHuntFields, {
    maxBytes: CONTEST_VIDEO_RULE.maxBytes,
    wantedOf: () => CONTEST_VIDEO_RULE.medType,
  });
  const refuse = (responseCode: number, message: string, errors?: Record<string, string>) =>
    contestAnswer({
      status: "fail",
      responseCode,
      message,
      ...(errors ? { errors } : {}),
    } satisfies TalentHuntResponse);
  if (!read.ok) return refuse(read.responseCode, read.message, read.errors);
  const { data, file, cleanup } = read;
  if (!file) {
    return refuse(400, CONTEST_MESSAGES.videoRequired, { media: CONTEST_MESSAGES.videoRequired });
  }
  const contest = await contestBySlug(db, data.contest ?? DEFAULT_CONTEST_SLUG, "talent_hunt", now);
  if (!contest?.acceptingEntries) {
    await cleanup();
    return refuse(409, CONTEST_MESSAGES.contestClosed);
  }
  const proof = await relativeProof(db, deps, {
    mobile: data.mobile,
    otp: data.otp,
    otpToken: data.otp_token,
    user: caller.user,
    ip: caller.ip,
    now,
  });
  if ("refusal" in proof) {
    await cleanup();
    return refuse(403, proof.refusal, { otp: proof.refusal });
  }
  let result: { entryId: number; password: string | null } | "full" | "proof-used";
  try {
    result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // A token's code is used up with the entry: a failed entry leaves it for a retry.
      if (proof.via === "token" && !(await useProofToken(tx, data.mobile, now))) {
        return "proof-used";
      }
      const account = await familyAccountFor(tx, {
        name: data.st_name,
        mobile: data.mobile,
        email: data.email,
        age: data.age,
        now,
        mobileProved: proof.via !== "family",
      });
      const mediaId = await insertMedium(tx, account.childId, file, now);
      if (mediaId === null) throw new StorageFull();
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into contest_entries (contest_id, family_user_id, child_name, age, category,
                                       media_id, referred_by, status, created_at)
          values (${contest.id}, ${account.childId}, ${data.st_name}, ${data.age},
                  ${data.category}, ${mediaId}, ${data.referred_by ?? null}, 'pending',
                  ${now.toISOString()}::timestamptz)
          returning id`),
      );
      return { entryId: Number(row!.id), password: account.password };
    });
  } catch (error) {
    await cleanup();
    if (!(error instanceof StorageFull)) throw error;
    result = "full";
  }
  if (result === "proof-used") {
    await cleanup();
    return refuse(403, ENTRY_OTP_MESSAGES.proofNeeded, { otp: ENTRY_OTP_MESSAGES.proofNeeded });
  }
  if (result === "full") {
    return refuse(212, "Your storage is full. Please delete some uploads and try again.");
  }
  if (result.password) {
    await deps.messenger
      .send({
        kind: "secret",
        channel: "sms",
        to: `+91${data.mobile}`,
        body: passwordMessage(data.st_name, data.mobile, result.password),
        redactAfter: new Date(now.getTime() + PASSWORD_REDACT_MS),
      })
      .catch((err: unknown) => log.warn({ err }, "talent hunt password message failed"));
  }
  return contestAnswer({
    status: "success",
    responseCode: 200,
    message: CONTEST_MESSAGES.registered,
    entry_id: result.entryId,
    existing_account: result.password === null,
  } satisfies TalentHuntResponse);
}
