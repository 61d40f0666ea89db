import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";
import { uploadProfileAvatar } from "@/lib/media/upload-avatar-call";

export const dynamic = "force-dynamic";

export const POST = route({}, async ({ request, db, user }) =>
  uploadProfileAvatar(request, db, user, getStorage()),
);
