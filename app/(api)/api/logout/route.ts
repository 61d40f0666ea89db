import { logout } from "@/lib/auth/logout";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /api/logout: ends every session of the caller (log out everywhere) and clears the cookie. */
export const POST = route({ access: "user" }, ({ db, user, request }) =>
  logout(db, user!, request),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
