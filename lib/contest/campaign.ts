import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { insertMedium } from "../media/library/upload";
import { MEDIA_RULES } from "../media/library/rules";
import type { MediaStorage } from "../media/storage";
import { contestBySlug, DEFAULT_CONTEST_SLUG } from "./contests";
import { contestAnswer, readContestUpload } from "./multipart";
import { CAMPAIGN_MEDIA_TYPES, CAMPAIGN_MESSAGES, CONTEST_MESSAGES } from "./rules";
import { campaignMediaFields } from "./schemas";
import type { CampaignMediaResponse, CampaignRatingResponse } from "./types";

const fail = (responseCode: number, message: string, errors?: Record<string, string>) =>
  contestAnswer({
    responseCode,
    status: "fail",
    message,
    ...(errors ? { errors } : {}),
  } satisfies CampaignMediaResponse);

/**
 * POST /save-campaign-media (spec 1): a student's picture or video for the product's campaign
 * (field `category`, then `media`). It becomes an entry of the campaign, pending moderation;
 * teachers rate approved ones.
 */
export async function saveCampaignMedia(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  now: Date,
): Promise<Response> {
  const read = await readContestUpload(request, storage, campaignMediaFields, {
    maxBytes: MEDIA_RULES[1].maxBytes,
    wantedOf: () => null,
  });
  if (!read.ok) {
    // A file with no category still says which is missing first: the file, then the category.
    return fail(read.responseCode, read.message, read.errors);
  }
  const { data, file, cleanup } = read;
  if (!file) return fail(400, CAMPAIGN_MESSAGES.noMedia, { media: CAMPAIGN_MESSAGES.noMedia });
  if (!CAMPAIGN_MEDIA_TYPES.includes(file.medType)) {
    await cleanup();
    return fail(415, CAMPAIGN_MESSAGES.noMedia, { media: CAMPAIGN_MESSAGES.noMedia });
  }
  const contest = await contestBySlug(db, data.contest ?? DEFAULT_CONTEST_SLUG, "campaign", now);
  if (!contest?.acceptingEntries) {
    await cleanup();
    return fail(409, CONTEST_MESSAGES.contestClosed);
  }
  let entryId: number | null;
  try {
    entryId = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const mediaId = await insertMedium(tx, user.id, file, now);
      if (mediaId === null) return null;
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into contest_entries (contest_id, family_user_id, child_name, age, category,
                                       media_id, status, created_at)
          select ${contest.id}, u.id, u.first_name, u.age, ${data.category}, ${mediaId},
                 'pending', ${now.toISOString()}::timestamptz
            from users u where u.id = ${user.id}
          returning id`),
      );
      return Number(row!.id);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  if (entryId === null) {
    await cleanup();
    return fail(212, "Your storage is full. Please delete some uploads and try again.");
  }
  return contestAnswer({
    responseCode: 200,
    status: "success",
    message: CAMPAIGN_MESSAGES.saved,
    entry_id: entryId,
  } satisfies CampaignMediaResponse);
}

/**
 * POST /api/set-campaign-rating {cid, rating}: a teacher rates an approved entry 1–5 (again: the
 * rating changes). The entry row is locked so its sum and count move with the rating exactly.
 */
export async function rateCampaignEntry(
  db: Db,
  teacher: Pick<SessionUser, "id" | "role">,
  input: { entryId: number; rating: number; now: Date },
): Promise<CampaignRatingResponse> {
  if (teacher.role !== "teacher") {
    return { responseCode: 403, status: "fail", message: CAMPAIGN_MESSAGES.teachersOnly };
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [entry] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from contest_entries where id = ${input.entryId} and status = 'approved'
         for update`),
    );
    if (!entry) {
      return { responseCode: 404, status: "fail", message: CAMPAIGN_MESSAGES.entryNotFound };
    }
    const [old] = rowsOf<{ rating: number }>(
      await tx.execute(sql`
        select rating from campaign_ratings
         where entry_id = ${input.entryId} and teacher_id = ${teacher.id}`),
    );
    if (old) {
      await tx.execute(sql`
        update campaign_ratings set rating = ${input.rating}
         where entry_id = ${input.entryId} and teacher_id = ${teacher.id}`);
      await tx.execute(sql`
        update contest_entries set rating_sum = rating_sum + ${input.rating - Number(old.rating)}
         where id = ${input.entryId}`);
    } else {
      await tx.execute(sql`
        insert into campaign_ratings (entry_id, teacher_id, rating, created_at)
        values (${input.entryId}, ${teacher.id}, ${input.rating},
                ${input.now.toISOString()}::timestamptz)`);
      await tx.execute(sql`
        update contest_entries
           set rating_sum = rating_sum + ${input.rating}, rating_count = rating_count + 1
         where id = ${input.entryId}`);
    }
    return {
      responseCode: 200,
      status: "success",
      message: CAMPAIGN_MESSAGES.rated,
      redirect_url: "/em/dashboard",
      rating: input.rating,
    };
  });
}
