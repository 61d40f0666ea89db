import { route } from "@/lib/http/route";
import { newsletterSchema } from "@/lib/marketing/schemas";
import { subscribeNewsletter } from "@/lib/marketing/subscribe-newsletter";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /subscribe-newsletter {email}: the legacy form post; same rules as the footer form,
 * the same anonymous-write budget per client address (issue 43.15).
 */
export const POST = route(
  { body: newsletterSchema, crossSite: "strict", rateLimit: ["anonymousWritePerIp"] },
  async ({ db, body }) => {
    const result = await subscribeNewsletter(db, body, "legacy");
    return {
      status: "success",
      responseCode: 200,
      message: result.message,
      already_subscribed: result.alreadySubscribed,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
