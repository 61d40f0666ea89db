"use server";

import { action } from "../actions/action";
import { signIn, signOut } from "./auth";
import { checkPasswordLogin } from "./login-with-password";
import { passwordLoginSchema } from "./schemas";

export const loginWithPasswordAction = action(
  { schema: passwordLoginSchema, access: "public" },
  async (input, { db, user }) => {
    const { redirectTo } = await checkPasswordLogin(db, user, input);
    await signIn("password", { ...input, redirect: false });
    return { redirectTo };
  },
);

export async function logoutAction() {
  await signOut({ redirectTo: "/" });
}
