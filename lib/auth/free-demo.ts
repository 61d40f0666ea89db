import type { Db } from "@/db/client";
import { demoRequests } from "@/db/schema";
import { FREE_DEMO_MESSAGES } from "./messages";

/** spec 1 requestFreeDemo: a visitor (from the login and signup modals) asks for a call back. */
export async function requestFreeDemo(
  db: Db,
  input: { firstName: string; lastName?: string; email: string; mobile: string },
): Promise<{ id: number; message: string }> {
  const [row] = await db
    .insert(demoRequests)
    .values({
      firstName: input.firstName,
      lastName: input.lastName ?? "",
      email: input.email,
      mobile: input.mobile,
    })
    .returning({ id: demoRequests.id });
  return { id: row!.id, message: FREE_DEMO_MESSAGES.received };
}
