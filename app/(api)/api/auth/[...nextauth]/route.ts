import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Auth.js's own calls (the password provider's callback, sign-out, session, CSRF token). */
export const GET = route({}, ({ request }) => handlers.GET(new NextRequest(request)));

/** Login and logout posts: small bodies, same site only (Auth.js adds its CSRF token check). */
export const POST = route({ maxBodyBytes: 8 * 1024 }, ({ request }) =>
  handlers.POST(new NextRequest(request)),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
