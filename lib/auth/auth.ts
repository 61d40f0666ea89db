import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db";
import { isAppError } from "../errors";
import { getAuthDeps } from "./app-deps";
import { clientIp } from "./deps";
import { passwordLogin } from "./password-login";
import { prefixOf, ROLES, type Role } from "./roles";
import { passwordLoginSchema } from "./schemas";
import { authSecret } from "./secret";
import { SESSION_MAX_AGE_S } from "./session-cookie";

declare module "next-auth" {
  interface User {
    role?: Role;
    sessionVersion?: number;
  }
}

/** Auth.js v5 with JWT sessions in an HttpOnly cookie carrying the user id, role and area prefix. */
export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      id: "password",
      credentials: { identifier: {}, password: {}, role: {} },
      // Reachable directly at /api/auth/callback/password, so it spends the same brute-force budgets.
      async authorize(raw, request) {
        const parsed = passwordLoginSchema.safeParse(raw);
        if (!parsed.success) return null;
        const result = await passwordLogin(await getDb(), await getAuthDeps(), {
          ...parsed.data,
          ip: clientIp(request.headers),
        }).catch((error: unknown) => {
          if (isAppError(error)) return null; // the budget is spent: refuse like a wrong password
          throw error;
        });
        if (result?.login !== "true") return null;
        const { id, name, role, sessionVersion } = result.user;
        return { id: String(id), name, role, sessionVersion };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id && user.role) {
        token.uid = Number(user.id);
        token.role = user.role;
        token.prefix = prefixOf(user.role);
        token.sv = user.sessionVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      const role = ROLES.find((r) => r === token.role);
      if (role && typeof token.uid === "number") {
        Object.assign(session.user, {
          id: String(token.uid),
          role,
          prefix: prefixOf(role),
          sv: token.sv ?? 0,
          ...(token.aexp ? { aexp: token.aexp } : {}),
        });
      }
      return session;
    },
  },
});
