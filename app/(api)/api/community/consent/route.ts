import { communityError } from "@/lib/community/calls";
import { getConsent, setConsent } from "@/lib/community/consent";
import { consentBody } from "@/lib/community/schemas";
import type { ConsentAnswer } from "@/lib/community/types";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/community/consent: the family's public-consent flag (decision 032). */
export const GET = route(
  { access: ["student"], errorShape: communityError },
  async ({ db, user }): Promise<ConsentAnswer> => ({
    responseCode: 200,
    status: "success",
    community_consent: await getConsent(db, user),
  }),
);

/** POST /api/community/consent {community_consent}: the parent sets it for the whole family. */
export const POST = route(
  { access: ["student"], body: consentBody, errorShape: communityError },
  async ({ db, user, body, now }): Promise<ConsentAnswer> => ({
    responseCode: 200,
    status: "success",
    community_consent: await setConsent(db, user, body.community_consent, now),
  }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
