import { route } from "@/lib/http/route";
import { MAX_AVATAR_BYTES } from "@/lib/media/messages";
import { getStorage } from "@/lib/media/storage";
import { avatarError, uploadProfileAvatar } from "@/lib/media/upload-avatar-call";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** The photo and the multipart envelope around it. */
const MAX_UPLOAD_BYTES = MAX_AVATAR_BYTES + 64 * 1024;

export const POST = route(
  { access: "user", maxBodyBytes: MAX_UPLOAD_BYTES, errorShape: avatarError },
  async ({ request, db, user }) => uploadProfileAvatar(request, db, user, getStorage()),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
