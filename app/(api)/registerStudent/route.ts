import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { jsonWithSession } from "@/lib/auth/signup/legacy";
import { registerStudentRequest } from "@/lib/auth/signup/legacy-schemas";
import { registerStudent } from "@/lib/auth/signup/register-student";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /registerStudent: send the code, send it again, then register or log in (spec 3). */
export const POST = route({ body: registerStudentRequest }, async ({ db, body, request }) => {
  const r = await registerStudent(db, await getAuthDeps(), {
    actionType: body.action_type,
    mobile: body.mobile,
    name: body.name,
    age: body.age,
    code: body.otp,
    ip: clientIp(request.headers),
  });
  if (!r.status) return { status: false, message: r.message };
  const answer = { status: true, action_type: r.actionType, message: r.message };
  return "user" in r ? jsonWithSession(request, answer, r.user) : answer;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
