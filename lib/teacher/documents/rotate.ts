import { eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherDocuments, teacherKyc } from "@/db/schema/teacher";
import { rewrapDataKey, type MasterKeys } from "./envelope";

/**
 * Key rotation (decision 031): rewraps every KYC row's and document's data key that is not under
 * the current master key. Only key_id and wrapped_key change; each row in its own statement, so an
 * interrupted run can simply be started again. Returns how many rows moved.
 */
export async function rewrapAll(
  db: Db,
  keys: MasterKeys,
): Promise<{ kyc: number; documents: number }> {
  const current = keys.current.id;
  let kyc = 0;
  for (const row of await db
    .select({
      id: teacherKyc.teacherId,
      keyId: teacherKyc.keyId,
      wrappedKey: teacherKyc.wrappedKey,
    })
    .from(teacherKyc)
    .where(ne(teacherKyc.keyId, current))) {
    await db
      .update(teacherKyc)
      .set(rewrapDataKey(keys, row))
      .where(eq(teacherKyc.teacherId, row.id));
    kyc += 1;
  }
  let documents = 0;
  for (const row of await db
    .select({
      id: teacherDocuments.id,
      keyId: teacherDocuments.keyId,
      wrappedKey: teacherDocuments.wrappedKey,
    })
    .from(teacherDocuments)
    .where(ne(teacherDocuments.keyId, current))) {
    await db
      .update(teacherDocuments)
      .set(rewrapDataKey(keys, row))
      .where(eq(teacherDocuments.id, row.id));
    documents += 1;
  }
  return { kyc, documents };
}
