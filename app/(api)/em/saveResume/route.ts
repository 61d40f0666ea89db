import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { MAX_RESUME_BYTES, MAX_VIDEO_BYTES } from "@/lib/teacher/resume/messages";
import { saveResume } from "@/lib/teacher/resume/resume";
import { saveResumeRequest } from "@/lib/teacher/resume/schemas";

export const dynamic = "force-dynamic";

/**
 * POST /em/saveResume (spec 3, multipart): resume and video; answers redirect_url /em/thank-you.
 * The route wrapper buffers the body up to this cap (decision 031: streaming to a temp file is
 * left for the media library's upload path).
 */
export const POST = route(
  {
    body: saveResumeRequest,
    access: ["teacher"],
    maxBodyBytes: MAX_RESUME_BYTES + MAX_VIDEO_BYTES + 128 * 1024,
  },
  ({ db, user, body, now }) => saveResume(db, kycMasterKeys(), user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
