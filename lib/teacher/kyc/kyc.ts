import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { otpCodes, users } from "@/db/schema";
import { teacherKyc } from "@/db/schema/teacher";
import type { AuthDeps } from "../../auth/deps";
import type { Identifier } from "../../auth/identifiers";
import { destinationOf } from "../../auth/identifiers";
import { OTP_VERIFIED_GRACE_MS } from "../../auth/otp";
import { checkOtp, sendOtp } from "../../auth/otp-delivery";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, notFound, type FieldErrors } from "../../errors";
import {
  decryptWith,
  encryptWith,
  newDataKey,
  openDataKey,
  type MasterKeys,
} from "../documents/envelope";
import { readUpload } from "../documents/read-upload";
import { deleteDocuments, DOCUMENT_MIMES, saveDocument } from "../documents/store";
import { reopenQueueItem, reviewedColumns, TEACHER_QUEUES } from "../review-queues";
import { maskAccount, maskCode, maskPan } from "./fields";
import { KYC_MESSAGES as M, MAX_KYC_DOCUMENT_BYTES } from "./messages";
import type { ReviewDecision, SaveKycRequest } from "./schemas";

const PURPOSE = "kyc_declaration" as const;

/** Where the teacher's declaration OTP goes: their own mobile, else their e-mail. */
async function contactOf(db: Db, teacherId: number): Promise<Identifier | null> {
  const [row] = await db
    .select({ mobile: users.mobile, countryCode: users.countryCode, email: users.email })
    .from(users)
    .where(eq(users.id, teacherId));
  if (row?.mobile) return { kind: "mobile", countryCode: row.countryCode, mobile: row.mobile };
  if (row?.email) return { kind: "email", email: row.email.toLowerCase() };
  return null;
}

const masked = (to: Identifier) =>
  to.kind === "mobile"
    ? `${to.countryCode} ******${to.mobile.slice(-4)}`
    : to.email.replace(/^(.).*(@.*)$/, "$1***$2");

/** POST /em/sendOTPForValidation: a code confirming the KYC declaration, to the teacher. */
export async function sendKycOtp(db: Db, deps: AuthDeps, user: SessionUser, ip: string) {
  const to = await contactOf(db, user.id);
  if (!to) throw badRequest(M.noContact);
  await sendOtp(db, deps, { purpose: PURPOSE, to, ip });
  return { status: true as const, message: M.otpSent(masked(to)) };
}

/** POST /em/verifyOTPForValidation: checks the code; a right one stays verified for saveKYCData. */
export async function verifyKycOtp(
  db: Db,
  deps: AuthDeps,
  user: SessionUser,
  code: string,
  ip: string,
) {
  const to = await contactOf(db, user.id);
  if (!to) throw badRequest(M.noContact);
  const check = await checkOtp(db, deps, {
    purpose: PURPOSE,
    destination: destinationOf(to),
    code,
    ip,
    keep: true,
  });
  if (check === "ok")
    return { status: true as const, verified: true as const, message: M.verified };
  const message = {
    invalid: M.otpInvalid,
    expired: M.otpExpired,
    locked: M.otpLocked,
    missing: M.otpMissing,
  }[check];
  throw badRequest(message, { otp: [message] });
}

/** Checks each uploaded document: size cap and content (PDF, JPEG, PNG), per field. */
async function readDocuments(input: SaveKycRequest) {
  const errors: FieldErrors = {};
  const out: Record<"ccp" | "address_proof" | "pan_proof", { bytes: Uint8Array; type: string }> =
    {} as never;
  for (const field of ["ccp", "address_proof", "pan_proof"] as const) {
    const read = await readUpload(input[field], MAX_KYC_DOCUMENT_BYTES, DOCUMENT_MIMES);
    if (read === "too-large")
      errors[field] = [M.fileTooLarge(MAX_KYC_DOCUMENT_BYTES / 1024 / 1024)];
    else if (read === "wrong-type") errors[field] = [M.fileType];
    else out[field] = read;
  }
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);
  return out;
}

/**
 * POST /em/saveKYCData: in one transaction, uses up the teacher's verified declaration OTP (none:
 * 400 on `declaration`, nothing saved), stores the three documents encrypted, and saves the
 * details with PAN and account number encrypted under a new data key; status back to pending.
 * A previous submission's documents are removed.
 */
export async function saveKyc(
  db: Db,
  keys: MasterKeys,
  user: SessionUser,
  input: SaveKycRequest,
  now: Date,
) {
  const docs = await readDocuments(input);
  const to = await contactOf(db, user.id);
  if (!to) throw badRequest(M.noContact);
  const destination = destinationOf(to);
  await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const since = new Date(now.getTime() - OTP_VERIFIED_GRACE_MS);
    const used = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.purpose, PURPOSE),
          eq(otpCodes.destination, destination),
          isNull(otpCodes.consumedAt),
          sql`${otpCodes.verifiedAt} >= ${since.toISOString()}`,
        ),
      )
      .returning({ id: otpCodes.id });
    if (used.length === 0) {
      throw badRequest(M.declarationOtp, { declaration: [M.declarationOtp] });
    }
    const [previous] = await tx
      .select()
      .from(teacherKyc)
      .where(eq(teacherKyc.teacherId, user.id))
      .for("update");
    const ids = {} as Record<keyof typeof docs, number>;
    for (const kind of ["ccp", "address_proof", "pan_proof"] as const) {
      ids[kind] = await saveDocument(tx, keys, {
        teacherId: user.id,
        kind,
        contentType: docs[kind].type,
        bytes: docs[kind].bytes,
      });
    }
    const dataKey = newDataKey(keys);
    const values = {
      teacherId: user.id,
      status: "pending",
      reviewReason: null,
      reviewedBy: null,
      reviewedAt: null,
      accountHolderName: input.account_holder_name,
      bank: input.bank,
      ifsc: input.ifsc,
      gstMasked: input.gstNumber ? maskCode(input.gstNumber) : null,
      gstCipher: input.gstNumber
        ? encryptWith(dataKey.key, `gst:${user.id}`, input.gstNumber)
        : null,
      addr: input.addr,
      panMasked: maskPan(input.pan),
      accountMasked: maskAccount(input.acno),
      panCipher: encryptWith(dataKey.key, `pan:${user.id}`, input.pan),
      accountCipher: encryptWith(dataKey.key, `acno:${user.id}`, input.acno),
      keyId: dataKey.keyId,
      wrappedKey: dataKey.wrappedKey,
      ccpDocId: ids.ccp,
      addressProofDocId: ids.address_proof,
      panProofDocId: ids.pan_proof,
      declarationConfirmedAt: now,
      submittedAt: now,
    };
    await tx
      .insert(teacherKyc)
      .values(values)
      .onConflictDoUpdate({ target: teacherKyc.teacherId, set: values });
    await reopenQueueItem(tx, TEACHER_QUEUES.kyc, user.id);
    if (previous) {
      await deleteDocuments(tx, [
        previous.ccpDocId,
        previous.addressProofDocId,
        previous.panProofDocId,
      ]);
    }
  });
  return { status: true as const, message: M.saved, redirect_url: "/em/dashboard" };
}

/** What the teacher (and an admin) sees of a KYC: masked numbers, status and the reason. */
export interface KycView {
  teacherId: number;
  teacherName: string;
  status: string;
  reviewReason: string | null;
  accountHolderName: string;
  bank: string;
  ifsc: string;
  gstMasked: string | null;
  addr: string;
  panMasked: string;
  accountMasked: string;
  documents: { kind: string; id: number }[];
  submittedAt: Date;
}

const VIEW = {
  teacherId: teacherKyc.teacherId,
  teacherName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  status: teacherKyc.status,
  reviewReason: teacherKyc.reviewReason,
  accountHolderName: teacherKyc.accountHolderName,
  bank: teacherKyc.bank,
  ifsc: teacherKyc.ifsc,
  gstMasked: teacherKyc.gstMasked,
  addr: teacherKyc.addr,
  panMasked: teacherKyc.panMasked,
  accountMasked: teacherKyc.accountMasked,
  ccp: teacherKyc.ccpDocId,
  address_proof: teacherKyc.addressProofDocId,
  pan_proof: teacherKyc.panProofDocId,
  submittedAt: teacherKyc.submittedAt,
};

function toView(r: {
  ccp: number;
  address_proof: number;
  pan_proof: number;
  [k: string]: unknown;
}): KycView {
  const { ccp, address_proof, pan_proof, ...rest } = r;
  return {
    ...(rest as Omit<KycView, "documents">),
    documents: [
      { kind: "ccp", id: ccp },
      { kind: "address_proof", id: address_proof },
      { kind: "pan_proof", id: pan_proof },
    ],
  };
}

/** The teacher's own KYC, or null before the first submission. */
export async function kycOf(db: Db, teacherId: number): Promise<KycView | null> {
  const [row] = await db
    .select(VIEW)
    .from(teacherKyc)
    .innerJoin(users, eq(users.id, teacherKyc.teacherId))
    .where(eq(teacherKyc.teacherId, teacherId));
  return row ? toView(row) : null;
}

/** Admin review queue: KYC submissions waiting for a decision, oldest first. */
export async function listPendingKyc(db: Db): Promise<KycView[]> {
  const rows = await db
    .select(VIEW)
    .from(teacherKyc)
    .innerJoin(users, eq(users.id, teacherKyc.teacherId))
    .where(eq(teacherKyc.status, "pending"))
    .orderBy(asc(teacherKyc.submittedAt));
  return rows.map(toView);
}

/** Admin: approve, or reject with a reason the teacher sees. Only a pending KYC changes. */
export async function decideKyc(db: Db, admin: SessionUser, input: ReviewDecision, now: Date) {
  const [row] = await db
    .update(teacherKyc)
    .set(reviewedColumns(admin, input, now))
    .where(and(eq(teacherKyc.teacherId, input.teacherId), eq(teacherKyc.status, "pending")))
    .returning({ teacherId: teacherKyc.teacherId });
  if (!row) throw notFound(M.notFound);
  return { status: true as const, message: `KYC ${input.decision}.` };
}

/** The plain PAN and account number (payouts; admins only): decrypted with the row's data key. */
export async function revealBankDetails(db: Db, keys: MasterKeys, teacherId: number) {
  const [row] = await db.select().from(teacherKyc).where(eq(teacherKyc.teacherId, teacherId));
  if (!row) throw notFound(M.notFound);
  const key = openDataKey(keys, row.keyId, row.wrappedKey);
  return {
    pan: decryptWith(key, `pan:${teacherId}`, row.panCipher).toString("utf8"),
    acno: decryptWith(key, `acno:${teacherId}`, row.accountCipher).toString("utf8"),
    gstNumber: row.gstCipher
      ? decryptWith(key, `gst:${teacherId}`, row.gstCipher).toString("utf8")
      : null,
  };
}
