import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import type { EntityGrant } from "./entity-grant";
import { destinationOf, parseIdentifier } from "./identifiers";
import { loginAccounts, loginUserOf } from "./login-accounts";
import { refused, type LoginOutcome } from "./login-outcome";
import { LOGIN_MESSAGES } from "./messages";
import type { SessionUser } from "./session-user";

/**
 * spec 1 hasEntityLogin: finishes an OTP login that matched several accounts. Only an account named
 * in the caller's unexpired grant, still active and still on the verified mobile, can be chosen.
 */
export async function entityLogin(
  db: Db,
  deps: AuthDeps,
  input: {
    grant: EntityGrant | null;
    chosen: string | undefined;
    mobile: string | undefined;
    caller: SessionUser | null;
  },
): Promise<LoginOutcome> {
  if (input.caller) return refused("failed", LOGIN_MESSAGES.alreadyLoggedIn);
  const { grant } = input;
  const chosenId = Number(input.chosen);
  if (
    !grant ||
    grant.expiresAt <= deps.now().getTime() ||
    !Number.isSafeInteger(chosenId) ||
    !grant.userIds.includes(chosenId)
  ) {
    return refused("failed", LOGIN_MESSAGES.selectEntity);
  }
  // The client echoes the mobile it logged in with; when it does, it must be the verified one.
  const echoed = input.mobile ? parseIdentifier(input.mobile) : null;
  if (
    echoed?.kind === "mobile" &&
    grant.verified.kind === "mobile" &&
    destinationOf(echoed) !== destinationOf(grant.verified)
  ) {
    return refused("failed", LOGIN_MESSAGES.selectEntity);
  }
  const account = (await loginAccounts(db, grant.verified, grant.role)).find(
    (a) => a.id === chosenId && a.isActive,
  );
  if (!account) return refused("failed", LOGIN_MESSAGES.selectEntity);
  return { kind: "ok", user: loginUserOf(account) };
}
