import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherProfiles, users } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { AppError, badRequest, unauthorized } from "../errors";
import { log } from "../log/logger";
import { avatarSrc } from "./avatar-src";
import { isValidMediaKey, keyVersion, newMediaKey } from "./keys";
import { AVATAR_MESSAGES, MAX_AVATAR_BYTES } from "./messages";
import { sniffImageType } from "./sniff-image";
import type { MediaStorage, StoredFile } from "./storage";
import { invalidatePublicPages, teacherChangeTags } from "@/lib/catalog/cache-tags";

export const payloadTooLarge = (message: string) => new AppError(413, "payload_too_large", message);

/**
 * Stores a new profile photo for the caller and points users.avatar_path (and, for a teacher,
 * teacher_profiles.avatar_path) at it in one transaction; the replaced file is deleted afterwards.
 * The bytes must be a JPEG, PNG, WebP or GIF by their magic bytes, whatever the client declared.
 */
export async function saveAvatar(
  db: Db,
  storage: MediaStorage,
  user: SessionUser | null,
  bytes: Uint8Array,
): Promise<{ key: string; src: string }> {
  if (!user) throw unauthorized(AVATAR_MESSAGES.loginRequired);
  if (bytes.byteLength === 0) throw badRequest(AVATAR_MESSAGES.noFile);
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw payloadTooLarge(AVATAR_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(AVATAR_MESSAGES.notImage);

  const key = newMediaKey("avatars", type);
  await storage.put(key, bytes, type);
  let replaced: (string | null)[];
  try {
    replaced = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarPath: users.avatarPath })
        .from(users)
        .where(eq(users.id, user.id))
        .for("update");
      if (!row) throw unauthorized(AVATAR_MESSAGES.loginRequired);
      const [profile] = await tx
        .select({ avatarPath: teacherProfiles.avatarPath })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, user.id))
        .for("update");
      await tx.update(users).set({ avatarPath: key }).where(eq(users.id, user.id));
      if (profile) {
        await tx
          .update(teacherProfiles)
          .set({ avatarPath: key })
          .where(eq(teacherProfiles.userId, user.id));
      }
      return [row.avatarPath, profile?.avatarPath ?? null];
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  invalidatePublicPages(teacherChangeTags(user.id));
  for (const old of new Set(replaced)) {
    if (!old || old === key || !isValidMediaKey(old)) continue;
    // The new photo is saved; a leftover old file only costs disk space, so it does not fail the call.
    await storage.delete(old).catch((error: unknown) => {
      log.warn({ err: error, key: old }, "Could not delete a replaced avatar");
    });
  }
  return { key, src: avatarSrc(user.id, key)! };
}

export interface AvatarForViewer {
  file: StoredFile;
  /** Teachers' photos are public (they are on public profile pages); anyone else's are not. */
  isPublic: boolean;
  version: string;
}

/**
 * A user's avatar as the viewer may see it: an active teacher's photo is public; any other user's
 * photo only to that user and admins. Null when there is none or the viewer may not see it, so
 * the answer does not tell which.
 */
export async function readAvatar(
  db: Db,
  storage: MediaStorage,
  viewer: SessionUser | null,
  userId: number,
): Promise<AvatarForViewer | null> {
  const [row] = await db
    .select({
      avatarPath: users.avatarPath,
      isActive: users.isActive,
      role: users.role,
      profileId: teacherProfiles.userId,
    })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.avatarPath || !isValidMediaKey(row.avatarPath)) return null;
  const isPublic = row.role === "teacher" && row.isActive && row.profileId !== null;
  const mayView = isPublic || viewer?.id === userId || viewer?.role === "admin";
  if (!mayView) return null;
  const file = await storage.get(row.avatarPath);
  return file ? { file, isPublic, version: keyVersion(row.avatarPath) } : null;
}

/** Reads the multipart field "avatar" of an upload request, refusing oversized bodies early. */
export async function readAvatarField(request: Request): Promise<Uint8Array> {
  // Multipart framing adds a little; anything far above the limit is refused before it is read.
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_AVATAR_BYTES + 64 * 1024) {
    throw payloadTooLarge(AVATAR_MESSAGES.tooLarge);
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) throw badRequest(AVATAR_MESSAGES.noFile);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(AVATAR_MESSAGES.noFile);
  }
  const file = form.get("avatar");
  if (!file || typeof file === "string") throw badRequest(AVATAR_MESSAGES.noFile);
  if (file.size > MAX_AVATAR_BYTES) throw payloadTooLarge(AVATAR_MESSAGES.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
