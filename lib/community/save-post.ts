import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { parseId } from "../fields/id";
import { receiveUpload, registerUploadProfile } from "../media/library/upload";
import type { MediaStorage } from "../media/storage";
import { publishesAtOnce } from "./people";
import { getPost } from "./posts";
import { COMMUNITY_FILE_RULES as F, COMMUNITY_MESSAGES as M } from "./rules";
import { postFields } from "./schemas";
import type { CommunityRefusal, PostStatus, SavePostAnswer } from "./types";

registerUploadProfile("community", {
  noFile: M.noFile,
  badType: M.badFormat,
  rules: {
    1: {
      code: 1,
      label: "Video",
      extensions: F.video.extensions,
      accept: F.video.extensions.map((e) => `.${e}`).join(","),
      mimes: F.video.mimes,
      maxBytes: F.video.maxBytes,
      formatMessage: M.badFormat,
      sizeMessage: M.videoTooLarge,
    },
    2: {
      code: 2,
      label: "Image",
      extensions: F.image.extensions,
      accept: F.image.extensions.map((e) => `.${e}`).join(","),
      mimes: F.image.mimes,
      maxBytes: F.image.maxBytes,
      formatMessage: M.badFormat,
      sizeMessage: M.imageTooLarge,
    },
  },
});

/**
 * Who may skip review (decisions 032, 040): admins and approved teachers publish at once; children
 * and teacher applicants wait for a moderator.
 */
export const initialStatus = async (db: Db, user: SessionUser): Promise<PostStatus> =>
  (await publishesAtOnce(db, user)) ? "approved" : "pending";

/** The text fields of a post, checked (tags must exist): the first refusal, or the values. */
async function readFields(
  db: Db,
  user: SessionUser,
  fields: Record<string, string>,
): Promise<
  { message: string; status: number } | { title: string; description: string; tags: number[] }
> {
  const postedBy = fields.posted_by?.trim();
  if (postedBy && parseId(postedBy) !== user.id) return { message: M.notYou, status: 403 };
  const tagText = fields.tag_ids ?? fields["tag_ids[]"] ?? "";
  const parsed = postFields.safeParse({
    title: fields.title ?? "",
    description: fields.description,
    tag_ids: tagText,
  });
  if (!parsed.success) return { message: parsed.error.issues[0]!.message, status: 400 };
  const tags = [...new Set(parsed.data.tag_ids)];
  const known = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from hashtags
                          where id in (${sql.join(
                            tags.map((t) => sql`${t}`),
                            sql`, `,
                          )})`),
  );
  if (Number(known[0]?.n ?? 0) !== tags.length) return { message: M.unknownTag, status: 400 };
  return { title: parsed.data.title, description: parsed.data.description, tags };
}

/**
 * POST save-community-post: multipart title, description, posted_by, tag_ids (comma list or
 * repeated), then the file (field media or file). Text fields are checked before a byte is stored;
 * the file is streamed through the media library (sniffed, re-encoded, counted against the quota)
 * and the medium, the post and its tags are inserted in one transaction.
 */
export async function saveCommunityPost(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  now: Date,
): Promise<Response> {
  let refusal: { message: string; status: number } | null = null;
  const got = await receiveUpload(request, db, user, storage, now, "community", {
    check: async (fields) => {
      const read = await readFields(db, user, fields);
      if ("message" in read) {
        refusal = read;
        return read.message;
      }
      return null;
    },
    onStored: async (tx, mediaId, fields) => {
      const read = await readFields(tx, user, fields);
      if ("message" in read) throw new Error(read.message);
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into community_posts (title, description, posted_by, media_id, status, created_at)
          values (${read.title}, ${read.description}, ${user.id}, ${mediaId}, ${await initialStatus(tx, user)},
                  ${now.toISOString()}::timestamptz)
          returning id`),
      );
      const id = Number(row!.id);
      await tx.execute(sql`insert into post_tags (post_id, tag_id) values
        ${sql.join(
          read.tags.map((t) => sql`(${id}, ${t})`),
          sql`, `,
        )}`);
      return id;
    },
  });
  if (!got.ok) {
    const r = refusal as { message: string; status: number } | null;
    if (r && r.status === 403) {
      const body: CommunityRefusal = { responseCode: 403, status: "error", message: r.message };
      return Response.json(body, { status: 403 });
    }
    return got.response;
  }
  const post = await getPost(db, got.value, user);
  const body: SavePostAnswer = {
    responseCode: 200,
    status: "success",
    message:
      post.status !== "pending"
        ? M.savedApproved
        : user.role === "student"
          ? M.savedPending
          : M.savedPendingReview,
    data: post,
  };
  return Response.json(body, { headers: { "cache-control": "no-store" } });
}
