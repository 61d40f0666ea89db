import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  teacherKyc,
  teacherLeaveDays,
  teacherLeaves,
  teacherResumes,
  teacherTrainingApplications,
} from "../schema/teacher";
import { authSecret } from "../../lib/auth/secret";
import { rowsOf } from "../../lib/db-rows";
import { encryptWith, masterKeysFrom, newDataKey } from "../../lib/teacher/documents/envelope";
import { saveDocument } from "../../lib/teacher/documents/store";
import { maskAccount, maskPan } from "../../lib/teacher/kyc/fields";
import { addDays, toWallTime } from "../../lib/scheduling/zoned-time";

const PDF = new TextEncoder().encode("%PDF-1.4\n% demo document\n%%EOF\n");

const APPLICANTS = [
  ["Meera Rao", "meera.rao@demo.tutor.example", "9811000001", "1-3", 4, "evening"],
  ["Kabir Sen", "kabir.sen@demo.tutor.example", "9811000002", "3-5", 5, "morning"],
  ["Ananya Iyer", "ananya.iyer@demo.tutor.example", "9811000003", "0-1", 3, "afternoon"],
] as const;

/**
 * The teachers' side of the demo (issue 24): a past leave of the demo teacher (on /em/leave),
 * training applications, a pending KYC of the demo teacher and a pending resume of another teacher, so
 * the console's teacher queues have something to review. KYC values are encrypted like real ones (dev key).
 */
export async function seedTeacherSide(tx: Db, demoTeacherId: number, now: Date): Promise<void> {
  const today = toWallTime(now, "Asia/Kolkata").date;
  const [leave] = await tx
    .insert(teacherLeaves)
    .values({
      teacherId: demoTeacherId,
      type: "sick",
      reason: "Fever",
      fromDate: addDays(today, -10),
      toDate: addDays(today, -9),
      createdAt: new Date(now.getTime() - 12 * 86_400_000),
    })
    .returning({ id: teacherLeaves.id });
  await tx.insert(teacherLeaveDays).values(
    [-10, -9].map((d) => ({
      leaveId: leave!.id,
      teacherId: demoTeacherId,
      leaveDate: addDays(today, d),
    })),
  );

  await tx.insert(teacherTrainingApplications).values(
    APPLICANTS.map(([applicantName, email, phoneNumber, years, english, slot]) => ({
      applicantName,
      email,
      countryCode: "+91",
      phoneNumber,
      readyToPay: true,
      haveLaptop: true,
      haveKeyboard: english > 3,
      teachingExperienceYears: years,
      englishProficiency: english,
      product: "tutorlive",
      readyToJoin: true,
      preferredTimeslot: slot,
    })),
  );

  const others = rowsOf<{ user_id: number }>(
    await tx.execute(sql`
      select user_id from teacher_profiles where user_id <> ${demoTeacherId}
       order by user_id limit 1`),
  ).map((r) => Number(r.user_id));
  if (others.length < 1) return;
  const keys = masterKeysFrom(process.env, () => authSecret());
  // The demo teacher's KYC waits in the console's KYC queue: approve it, then sign in as the
  // teacher to see "approved" (decision 030).
  const kycTeacher = demoTeacherId;
  const resumeTeacher = others[0]!;
  const doc = (teacherId: number, kind: "ccp" | "address_proof" | "pan_proof" | "resume") =>
    saveDocument(tx, keys, { teacherId, kind, contentType: "application/pdf", bytes: PDF });
  const pan = "ABCPK1234L";
  const acno = "001234567890";
  const dataKey = newDataKey(keys);
  await tx.insert(teacherKyc).values({
    teacherId: kycTeacher,
    accountHolderName: "Demo Teacher",
    bank: "HDFC Bank",
    ifsc: "HDFC0001234",
    addr: "21 Park Street, Kolkata",
    panMasked: maskPan(pan),
    accountMasked: maskAccount(acno),
    panCipher: encryptWith(dataKey.key, `pan:${kycTeacher}`, pan),
    accountCipher: encryptWith(dataKey.key, `acno:${kycTeacher}`, acno),
    keyId: dataKey.keyId,
    wrappedKey: dataKey.wrappedKey,
    ccpDocId: await doc(kycTeacher, "ccp"),
    addressProofDocId: await doc(kycTeacher, "address_proof"),
    panProofDocId: await doc(kycTeacher, "pan_proof"),
    declarationConfirmedAt: now,
    submittedAt: now,
  });
  await tx.insert(teacherResumes).values({
    teacherId: resumeTeacher,
    name: "Demo Applicant",
    agreedAt: now,
    resumeDocId: await doc(resumeTeacher, "resume"),
    submittedAt: now,
  });
}
