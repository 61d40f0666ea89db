import { z } from "zod";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { badRequest } from "@/lib/errors";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { readDocument } from "@/lib/teacher/documents/store";

export const dynamic = "force-dynamic";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/**
 * GET /teacher-documents/{id}: a private teacher document (KYC proof, resume, video), decrypted,
 * only to its teacher and admins (others 403). Never cached; downloaded, not rendered in place.
 */
export const GET = route({ access: ["teacher", "admin"] }, async ({ db, user, params }) => {
  const id = z.coerce.number().int().positive().safeParse(params.id);
  if (!id.success) throw badRequest("Invalid document id.");
  const doc = await readDocument(db, kycMasterKeys(), user, id.data);
  return new Response(new Uint8Array(doc.bytes), {
    headers: {
      "content-type": doc.contentType,
      "content-disposition": `attachment; filename="${doc.kind}-${id.data}.${EXTENSIONS[doc.contentType] ?? "bin"}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
