import { saveStudentInterest } from "@/lib/catalog/search/interests";
import { looseParams, saveStudentsInterestRequest } from "@/lib/catalog/search/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /saveStudentsInterest?subject_name: anyone may tell us what they want to learn. */
export const POST = route(
  { query: looseParams, body: looseParams, rateLimit: ["anonymousWritePerIp"] },
  async ({ db, user, query, body }) => {
    const { subject_name } = saveStudentsInterestRequest.parse({ ...query, ...body });
    await saveStudentInterest(db, user, subject_name);
    return { status: "success" };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
