import "server-only";
import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { route } from "@/lib/http/route";
import { FAMILY_MESSAGES as M } from "./messages";

/**
 * The POST of a spec 2 student-detail prompt (state and city, time zone, name and e-mail): a
 * student's session, the prompt's schema, one save, and `{ status: true, message }`.
 */
export function familySaveRoute<B extends z.ZodType>(
  body: B,
  save: (db: Db, caller: SessionUser, input: z.output<B>, now: Date) => Promise<void>,
) {
  return route({ body, access: ["student"] }, async ({ db, user, body, now }) => {
    await save(db, user, body, now);
    return { status: true, message: M.saved };
  });
}
