import { requireUser } from "@/lib/auth/access";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";
import { setIntroVideo } from "@/lib/teacher/settings/intro-video";
import { introVideoRequest } from "@/lib/teacher/settings/intro-video-schemas";

export const dynamic = "force-dynamic";

/** POST /api/intro-video (issue 26): the teacher picks (or removes) their profile's intro video. */
export const POST = route(
  { body: introVideoRequest, access: ["teacher"] },
  async ({ db, user, body }) => {
    const done = await setIntroVideo(db, requireUser(user).id, body.media_id || null);
    return {
      status: "success" as const,
      responseCode: 200 as const,
      message: done.message,
      media_id: done.mediaId,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
