import { activeSubjectsRequest } from "@/lib/contest/schemas";
import { activeStreamingSubjects } from "@/lib/contest/streaming";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /get-streaming-active-subjects (spec 3): student_info, subjects, alreadyAppliedSubjects. */
export const POST = route({ access: ["student"], body: activeSubjectsRequest }, ({ db, user }) =>
  activeStreamingSubjects(db, user),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
