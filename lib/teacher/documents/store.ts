import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherDocuments, type TeacherDocumentKind } from "@/db/schema/teacher";
import type { SessionUser } from "../../auth/session-user";
import { forbidden, notFound } from "../../errors";
import { decryptWith, encryptWith, newDataKey, openDataKey, type MasterKeys } from "./envelope";

/**
 * Private teacher documents (KYC proofs, resume, video): encrypted with a data key of their own
 * (envelope.ts) before they are stored. Small ones live in the database row; the video (up to
 * MAX_VIDEO_BYTES) is written encrypted under UPLOADS_DIR/private/teacher-documents, a folder the
 * public media routes never serve. Only the teacher and admins can read them (readDocument).
 */
/** What a KYC proof or a resume may be, and an introduction video (sniffed from the bytes). */
export const DOCUMENT_MIMES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const VIDEO_MIMES = ["video/mp4", "video/webm"] as const;

/** The uploads folder of lib/media/storage.ts (not imported: that module is server-only, the seed is not). */
const DEFAULT_UPLOADS_DIR = path.join(".data", "uploads");

const label = (kind: string, teacherId: number) => `doc:${kind}:${teacherId}`;
const KEY_PATTERN = /^teacher-documents\/[0-9a-f-]{36}\.bin$/;

function privateDir(env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(env.UPLOADS_DIR?.trim() || DEFAULT_UPLOADS_DIR, "private");
}

function fileOf(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a document key: ${JSON.stringify(key)}`);
  return path.join(privateDir(), key);
}

export interface NewDocument {
  teacherId: number;
  kind: TeacherDocumentKind;
  contentType: string;
  bytes: Uint8Array;
  /** Write the ciphertext to the private folder instead of the row (large files). */
  onDisk?: boolean;
}

/** Encrypts and stores a document inside the caller's transaction; returns its id. */
export async function saveDocument(tx: Db, keys: MasterKeys, doc: NewDocument): Promise<number> {
  const dataKey = newDataKey(keys);
  const sealed = Buffer.from(
    encryptWith(dataKey.key, label(doc.kind, doc.teacherId), doc.bytes),
    "utf8",
  );
  let storageKey: string | null = null;
  if (doc.onDisk) {
    storageKey = `teacher-documents/${randomUUID()}.bin`;
    const file = fileOf(storageKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, sealed, { mode: 0o600 });
  }
  const [row] = await tx
    .insert(teacherDocuments)
    .values({
      teacherId: doc.teacherId,
      kind: doc.kind,
      contentType: doc.contentType,
      size: doc.bytes.byteLength,
      keyId: dataKey.keyId,
      wrappedKey: dataKey.wrappedKey,
      content: storageKey ? null : sealed,
      storageKey,
    })
    .returning({ id: teacherDocuments.id });
  return row!.id;
}

/** Removes replaced documents (rows and files); a missing file is not an error. */
export async function deleteDocuments(tx: Db, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const [row] = await tx
      .delete(teacherDocuments)
      .where(eq(teacherDocuments.id, id))
      .returning({ storageKey: teacherDocuments.storageKey });
    if (row?.storageKey) await rm(fileOf(row.storageKey), { force: true });
  }
}

/**
 * A document's bytes for `viewer`: its teacher or an admin (anyone else 403; unknown 404). The
 * data key is unwrapped with the master key it was made under (rotation keeps old ids readable).
 */
export async function readDocument(
  db: Db,
  keys: MasterKeys,
  viewer: SessionUser,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; kind: string }> {
  const [row] = await db.select().from(teacherDocuments).where(eq(teacherDocuments.id, id));
  if (!row) throw notFound("This document was not found.");
  if (viewer.role !== "admin" && viewer.id !== row.teacherId) throw forbidden();
  const sealed = row.storageKey
    ? await readFile(fileOf(row.storageKey))
    : Buffer.from(row.content!);
  const dataKey = openDataKey(keys, row.keyId, row.wrappedKey);
  const bytes = decryptWith(dataKey, label(row.kind, row.teacherId), sealed.toString("utf8"));
  return { bytes, contentType: row.contentType, kind: row.kind };
}
