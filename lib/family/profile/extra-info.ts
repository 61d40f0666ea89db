import type { z } from "zod";
import type { Db } from "@/db/client";
import { extraInfoSubmissions } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import type { submitExtraInfoRequest } from "./schemas";
import { PROFILE_MESSAGES as M } from "./messages";

/** POST /submit-extra-info: records the visitor's interest and contact, then the course list. */
export async function saveExtraInfo(
  db: Db,
  user: SessionUser | null,
  input: z.output<typeof submitExtraInfoRequest>,
) {
  await db.insert(extraInfoSubmissions).values({
    userId: user?.id ?? null,
    field: input.field,
    couponCode: input.couponCode ?? null,
    email: input.email,
    countryCode: input.phone.countryCode,
    mobile: input.phone.mobile,
  });
  return { status: true as const, message: M.extraInfoSaved, redirect_to: "/courses/all" as const };
}
