import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getDocument } from "@/app/(api)/teacher-documents/[id]/route";
import { POST as saveKycData } from "@/app/(api)/em/saveKYCData/route";
import { POST as sendOtpForValidation } from "@/app/(api)/em/sendOTPForValidation/route";
import { POST as verifyOtpForValidation } from "@/app/(api)/em/verifyOTPForValidation/route";
import { teacherDocuments, teacherKyc } from "@/db/schema/teacher";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { masterKeysFrom, rewrapDataKey } from "@/lib/teacher/documents/envelope";
import { rewrapAll } from "@/lib/teacher/documents/rotate";
import { readDocument } from "@/lib/teacher/documents/store";
import { decideKyc, kycOf, listPendingKyc, revealBankDetails } from "@/lib/teacher/kyc/kyc";
import { KYC_MESSAGES as M } from "@/lib/teacher/kyc/messages";
import { lastOtpSentTo, wrongCode } from "../support/auth-deps";
import { postAs } from "../support/booking-fixtures";
import { cookieHeaderFor, type Who, whoOf } from "../support/legacy-client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

const as = whoOf;

let t: TestDatabase;
let teacher: Who, other: Who, student: Who, admin: Who;
const MOBILE = "9811122233";
const PAN = "ABCPE1234F";
const ACNO = "123456789012";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n");
/** A PNG's signature and the head of its IHDR chunk (file-type reads the first chunk). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PNG = new Uint8Array([...PNG_SIGNATURE, ...new TextEncoder().encode("IHDR")]);

function kycForm(over: Record<string, string | Blob | null> = {}) {
  const fields: Record<string, string | Blob | null> = {
    ccp: new File([PDF], "ccp.pdf", { type: "application/pdf" }),
    address_proof: new File([PNG], "address.png", { type: "image/png" }),
    pan_proof: new File([PDF], "pan.pdf", { type: "application/pdf" }),
    declaration: "1",
    pan: PAN.toLowerCase(),
    gstNumber: "",
    account_holder_name: "Tara Teacher",
    bank: "State Bank of India",
    ifsc: "SBIN0001234",
    acno: ACNO,
    addr: "12 MG Road, Bengaluru",
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.append(k, v);
  return form;
}

async function postForm(user: Who, form: FormData) {
  const response = await saveKycData(
    new Request("http://localhost/em/saveKYCData", {
      method: "POST",
      headers: { ...(await cookieHeaderFor(user)) },
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject, { user: { mobile: MOBILE } })).user);
  other = as((await makeTeacher(t.db, subject)).user);
  student = as(await makeUser(t.db));
  admin = as(await makeUser(t.db, { role: "admin" }));
});

afterAll(async () => {
  await t.destroy();
});

describe("KYC declaration OTP", () => {
  it("a student may not ask for one (403)", async () => {
    expect((await postAs(sendOtpForValidation, "/x", student)).status).toBe(403);
  });

  it("sends a code to the teacher's own mobile, masked in the answer; a wrong code is refused", async () => {
    const sent = await postAs(sendOtpForValidation, "/em/sendOTPForValidation", teacher);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(M.otpSent("+91 ******2233"));
    const code = await lastOtpSentTo(t.db, `+91${MOBILE}`);
    const wrong = await postAs(verifyOtpForValidation, "/x", teacher, { otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toBe(M.otpInvalid);
    const right = await postAs(verifyOtpForValidation, "/x", teacher, { otp: code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ status: true, verified: true });
  });
});

describe("saveKYCData", () => {
  it("refuses malformed PAN, IFSC, GSTIN and account, per field; nothing saved", async () => {
    const r = await postForm(
      teacher,
      kycForm({ pan: "ABC1234", ifsc: "SBIN1234567", gstNumber: "27ABCPE1234F1Z9", acno: "12ab" }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      pan: M.panInvalid,
      ifsc: M.ifscInvalid,
      acno: M.accountInvalid,
    });
    const gst = await postForm(teacher, kycForm({ gstNumber: "27ABCPE1234F1Z9" }));
    expect(gst.body.errors.gstNumber).toBe(M.gstInvalid);
    expect(await t.db.select().from(teacherKyc)).toEqual([]);
  });

  it("refuses a document that is not a PDF or image by content, or too large, per field", async () => {
    const fake = new File([new TextEncoder().encode("MZ this is an exe")], "x.pdf", {
      type: "application/pdf",
    });
    const r = await postForm(teacher, kycForm({ pan_proof: fake }));
    expect(r.status).toBe(400);
    expect(r.body.errors.pan_proof).toBe(M.fileType);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const large = await postForm(teacher, kycForm({ ccp: new File([big], "big.pdf") }));
    expect(large.status).toBe(400);
    expect(large.body.errors.ccp).toBe(M.fileTooLarge(5));
    const missing = await postForm(teacher, kycForm({ address_proof: null }));
    expect(missing.body.errors.address_proof).toBe(M.fileRequired);
    expect(await t.db.select().from(teacherDocuments)).toEqual([]);
  });

  it("a student is refused (403); a teacher without a verified OTP is refused on the declaration", async () => {
    expect((await postForm(student, kycForm())).status).toBe(403);
    const r = await postForm(other, kycForm());
    expect(r.status).toBe(400);
    expect(r.body.errors.declaration).toBe(M.declarationOtp);
    expect(await t.db.select().from(teacherKyc)).toEqual([]);
  });

  it("saves with the verified OTP: PAN and account encrypted, shown masked; round-trip", async () => {
    const r = await postForm(teacher, kycForm({ gstNumber: "27ABCPE1234F1ZB" }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: true, redirect_url: "/em/dashboard" });
    const view = await kycOf(t.db, teacher.id);
    expect(view).toMatchObject({
      status: "pending",
      panMasked: "XXXXXX234F",
      accountMasked: "XXXXXXXX9012",
      ifsc: "SBIN0001234",
    });
    // No plaintext PAN or account number anywhere in the database, nor document bytes.
    const dump = await t.db.execute(sql`
      select (select coalesce(string_agg(k::text, '|'), '') from teacher_kyc k) as kyc,
             (select coalesce(string_agg(encode(content, 'escape'), '|'), '') from teacher_documents) as docs`);
    const text = JSON.stringify(dump);
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(ACNO);
    expect(text).not.toContain("%PDF");
    // Round-trip: the admin side decrypts the same values and documents.
    expect(await revealBankDetails(t.db, kycMasterKeys(), teacher.id)).toEqual({
      pan: PAN,
      acno: ACNO,
      gstNumber: "27ABCPE1234F1ZB",
    });
    expect(view!.gstMasked).toBe("XXXXXXXXXXXF1ZB");
    const doc = await readDocument(
      t.db,
      kycMasterKeys(),
      { ...admin, name: "Admin", prefix: "" },
      view!.documents[0]!.id,
    );
    expect(new Uint8Array(doc.bytes)).toEqual(PDF);
    // The OTP is used up: a second save needs a new one.
    const again = await postForm(teacher, kycForm());
    expect(again.body.errors.declaration).toBe(M.declarationOtp);
  });

  it("documents go only to their teacher and admins", async () => {
    const view = await kycOf(t.db, teacher.id);
    const id = view!.documents[1]!.id;
    const get = async (who: Who) =>
      getDocument(
        new Request(`http://localhost/teacher-documents/${id}`, {
          headers: { ...(await cookieHeaderFor(who)) },
        }),
        { params: Promise.resolve({ id: String(id) }) },
      );
    const own = await get(teacher);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    expect((await get(admin)).status).toBe(200);
    expect((await get(other)).status).toBe(403);
    expect((await get(student)).status).toBe(403);
  });
});

describe("admin review and key rotation", () => {
  it("lists pending KYC; a rejection needs a reason the teacher then sees", async () => {
    expect((await listPendingKyc(t.db)).map((k) => k.teacherId)).toEqual([teacher.id]);
    await decideKyc(
      t.db,
      { ...admin, name: "Admin", prefix: "" },
      { teacherId: teacher.id, decision: "rejected", reason: "PAN proof is blurred" },
      new Date(),
    );
    expect(await kycOf(t.db, teacher.id)).toMatchObject({
      status: "rejected",
      reviewReason: "PAN proof is blurred",
    });
    expect(await listPendingKyc(t.db)).toEqual([]);
  });

  it("rotation rewraps data keys under a new master key; old ids stay readable meanwhile", async () => {
    const dev = kycMasterKeys();
    const fresh = Buffer.alloc(32, 7).toString("base64");
    const rotated = masterKeysFrom(
      {
        KYC_MASTER_KEY: `k2:${fresh}`,
        KYC_MASTER_KEYS_OLD: `dev:${dev.current.key.toString("base64")}`,
      },
      () => "unused",
    );
    // Before rewrapping, the old key id is still readable through the old-keys list.
    expect((await revealBankDetails(t.db, rotated, teacher.id)).pan).toBe(PAN);
    const [row] = await t.db.select().from(teacherKyc).where(eq(teacherKyc.teacherId, teacher.id));
    expect(rewrapDataKey(rotated, row!).keyId).toBe("k2");
    const moved = await rewrapAll(t.db, rotated);
    expect(moved.kyc).toBe(1);
    expect(moved.documents).toBeGreaterThanOrEqual(3);
    expect((await rewrapAll(t.db, rotated)).kyc).toBe(0);
    const onlyNew = masterKeysFrom({ KYC_MASTER_KEY: `k2:${fresh}` }, () => "unused");
    expect(await revealBankDetails(t.db, onlyNew, teacher.id)).toMatchObject({
      pan: PAN,
      acno: ACNO,
    });
    await expect(revealBankDetails(t.db, dev, teacher.id)).rejects.toThrow(
      /Unknown KYC master key/,
    );
  });
});
