import { SIGNUP_MESSAGES } from "@/lib/auth/signup/messages";
import { checkUserUniqueEmailRequest } from "@/lib/auth/signup/legacy-schemas";
import { isStudentEmailFree } from "@/lib/auth/signup/profile";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /check-user-unique-email {email}: is the address free for a student (the caller's own is). */
export const POST = route(
  { body: checkUserUniqueEmailRequest, rateLimit: ["emailCheckPerIp"] },
  async ({ db, body, user }) => {
    return (await isStudentEmailFree(db, user, body.email))
      ? { status: true }
      : { status: false, message: SIGNUP_MESSAGES.emailTaken };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
