import { saveStudentInterest } from "@/lib/catalog/search/interests";
import { looseParams, saveStudentsInterestRequest } from "@/lib/catalog/search/legacy-schemas";
import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { route } from "@/lib/http/route";

/** POST /saveStudentsInterest?subject_name: anyone may tell us what they want to learn. */
export const POST = route(
  { query: looseParams, body: looseParams },
  async ({ db, user, query, body, request }) => {
    const { subject_name } = saveStudentsInterestRequest.parse({ ...query, ...body });
    await (await getAuthDeps()).limiter.consume("anonymousWritePerIp", clientIp(request.headers));
    await saveStudentInterest(db, user, subject_name);
    return { status: "success" };
  },
);
