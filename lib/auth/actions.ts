"use server";

import { headers } from "next/headers";
import { action } from "../actions/action";
import { getAuthDeps } from "./app-deps";
import { signOut } from "./auth";
import { clientIp } from "./deps";
import { checkPasswordLogin } from "./login-with-password";
import { passwordLoginSchema } from "./schemas";
import { startSession } from "./set-session";

export const loginWithPasswordAction = action(
  { schema: passwordLoginSchema, access: "public" },
  async (input, { db, user }) => {
    const ip = clientIp(await headers());
    const { redirectTo, user: account } = await checkPasswordLogin(db, await getAuthDeps(), user, {
      ...input,
      ip,
    });
    // The same session cookie the password provider would set, without checking the password twice.
    await startSession(account);
    return { redirectTo };
  },
);

export async function logoutAction() {
  await signOut({ redirectTo: "/" });
}
