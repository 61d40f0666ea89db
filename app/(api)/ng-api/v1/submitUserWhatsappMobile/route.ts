import { submitUserWhatsappMobileRequest } from "@/lib/auth/signup/legacy-schemas";
import { submitWhatsapp } from "@/lib/auth/signup/profile";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/submitUserWhatsappMobile: the caller's WhatsApp number and preference. */
export const POST = route(
  { body: submitUserWhatsappMobileRequest, access: ["student"] },
  async ({ db, body, user }) => {
    await submitWhatsapp(db, user, body);
    return { status: true };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
