"use server";

import { getDb } from "@/db";
import { signOut } from "./auth";
import { revokeHouseholdSessions } from "./revoke-sessions";
import { getSessionUser } from "./session";

/** Logs out everywhere: ends every session of the caller's household, then clears this browser's cookie. */
export async function logoutAction() {
  const user = await getSessionUser();
  if (user) await revokeHouseholdSessions(await getDb(), user.id);
  await signOut({ redirectTo: "/" });
}
