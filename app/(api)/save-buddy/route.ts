import { z } from "zod";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { reportUnexpected } from "@/lib/log/report-unexpected";
import { siteUrl } from "@/lib/site";
import { saveBuddy } from "@/lib/teacher/buddy/save-buddy";
import { BUDDY_SIGNUP_MESSAGES as M } from "@/lib/teacher/buddy/signup-schema";

export const dynamic = "force-dynamic";

/**
 * POST /save-buddy (spec 2): the buddy lead. 200 with data.paymentUrl (the client logs in by
 * password and goes there); 202 with data.messageDescription (shown, then stop); 422 with
 * errors.{field}; anything else 'Something went wrong. Please try again later'.
 */
export const POST = route({ body: z.unknown() }, async ({ db, body, request, now }) => {
  try {
    const outcome = await saveBuddy(
      db,
      { auth: await getAuthDeps(), payments: { origin: siteUrl(request), now } },
      body,
    );
    if (outcome.kind === "invalid") {
      return Response.json(
        {
          responseCode: 422,
          message: Object.values(outcome.errors)[0] ?? M.failed,
          errors: outcome.errors,
        },
        { status: 422 },
      );
    }
    if (outcome.kind === "stop") {
      return Response.json(
        { responseCode: 202, data: { messageDescription: outcome.message } },
        { status: 202 },
      );
    }
    return Response.json({
      responseCode: 200,
      data: { paymentUrl: outcome.paymentUrl, messageDescription: M.proceed },
    });
  } catch (error) {
    reportUnexpected(error, "save-buddy failed");
    return Response.json({ responseCode: 500, message: M.failed }, { status: 500 });
  }
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
