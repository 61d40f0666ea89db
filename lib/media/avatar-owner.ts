import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { avatarSrc } from "./avatar-src";

/** The user a "Profile photo" card is about: names (for the initials) and current photo URL. */
export interface AvatarOwner {
  id: number;
  firstName: string;
  lastName: string;
  src: string | null;
}

/** What the "Profile photo" card needs about the logged-in user: names and current photo. */
export async function getAvatarOwner(db: Db, userId: number): Promise<AvatarOwner | null> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarPath: users.avatarPath,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    src: avatarSrc(row.id, row.avatarPath),
  };
}
