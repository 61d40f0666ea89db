import { requestFreeDemo } from "@/lib/auth/free-demo";
import { requestFreeDemoRequest } from "@/lib/auth/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/requestFreeDemo: a visitor asks to be called for a free demo (spec 1). It stores
 * a lead's contact, so it spends the anonymous-write budget per client address (issue 43.15).
 */
export const POST = route(
  { body: requestFreeDemoRequest, rateLimit: ["anonymousWritePerIp"] },
  async ({ db, body }) => {
    const { message } = await requestFreeDemo(db, {
      firstName: body.demo_first_name,
      lastName: body.demo_last_name,
      email: body.demo_email,
      mobile: body.demo_reg_mobile_num,
    });
    return { status: "success", message };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
