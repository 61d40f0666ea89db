import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { isAppError } from "../errors";
import { requireFamilyChild } from "../family/family";
import { insertMedium } from "../media/library/upload";
import type { MediaStorage } from "../media/storage";
import { contestAnswer, readContestUpload } from "./multipart";
import { familyAccountFor } from "./registration";
import {
  CATEGORY_RULES,
  CONTEST_MESSAGES,
  CONTEST_VIDEO_RULE,
  STREAMING_MESSAGES,
  isStreamingCategory,
} from "./rules";
import { streamingPostFields, streamRegistrationFields } from "./schemas";
import type {
  ActiveSubjectsResponse,
  StreamingPostResponse,
  StreamingSubject,
  StreamRegistrationResponse,
} from "./types";

/** The active streaming subjects, in their order. */
export async function streamingSubjects(db: Db): Promise<StreamingSubject[]> {
  const rows = rowsOf<{ id: number; category: number; name: string }>(
    await db.execute(sql`
      select id, category, name from streaming_subjects where is_active
       order by sort_order, id`),
  );
  return rows.map((r) => ({ id: Number(r.id), category: Number(r.category), name: r.name }));
}

/** POST /get-streaming-active-subjects (spec 3 §7): the student, the subjects, those applied for. */
export async function activeStreamingSubjects(
  db: Db,
  user: Pick<SessionUser, "id">,
): Promise<ActiveSubjectsResponse> {
  const [student] = rowsOf<{ id: number; first_name: string; last_name: string; age: number }>(
    await db.execute(sql`
      select id, first_name, last_name, age from users where id = ${user.id} and role = 'student'`),
  );
  const applied = rowsOf<{ subject_id: number }>(
    await db.execute(sql`
      select subject_id from stream_registrations where user_id = ${user.id} order by subject_id`),
  );
  return {
    student_info: student
      ? {
          id: Number(student.id),
          name: `${student.first_name} ${student.last_name}`.trim(),
          age: student.age === null ? null : Number(student.age),
        }
      : null,
    subjects: await streamingSubjects(db),
    alreadyAppliedSubjects: applied.map((r) => Number(r.subject_id)),
  };
}

const streamFail = (message: string, errors?: Record<string, string>, code = 400) =>
  contestAnswer(
    { status: "fail", message, ...(errors ? { errors } : {}) } satisfies StreamRegistrationResponse,
    code,
  );

/**
 * POST /event-strem-registration (spec 2 contest form): name, email, mobile, age, subject_id,
 * then the video (`media`, 'Please Upload Video'). A logged-in student registers as themself;
 * a visitor gets the family account of the mobile (created or reused, as the talent hunt does).
 * One registration per student and subject (unique in the database).
 */
export async function registerForStream(
  request: Request,
  db: Db,
  user: SessionUser | null,
  storage: MediaStorage,
  now: Date,
): Promise<Response> {
  const read = await readContestUpload(request, storage, streamRegistrationFields, {
    maxBytes: CONTEST_VIDEO_RULE.maxBytes,
    wantedOf: () => CONTEST_VIDEO_RULE.medType,
  });
  if (!read.ok) return streamFail(read.message, read.errors, read.responseCode);
  const { data, file, cleanup } = read;
  if (!file) {
    return streamFail(CONTEST_MESSAGES.videoRequired, { media: CONTEST_MESSAGES.videoRequired });
  }
  const [subject] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from streaming_subjects where id = ${data.subject_id} and is_active`),
  );
  if (!subject) {
    await cleanup();
    return streamFail(CONTEST_MESSAGES.subjectRequired, {
      subject_id: CONTEST_MESSAGES.subjectRequired,
    });
  }
  const outcome = await db
    .transaction(async (t) => {
      const tx = t as unknown as Db;
      const studentId =
        user?.role === "student"
          ? user.id
          : (
              await familyAccountFor(tx, {
                name: data.name,
                mobile: data.mobile,
                email: data.email,
                age: data.age,
                now,
              })
            ).childId;
      const mediaId = await insertMedium(tx, studentId, file, now);
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into stream_registrations (user_id, subject_id, name, age, media_id, created_at)
          values (${studentId}, ${data.subject_id}, ${data.name}, ${data.age}, ${mediaId},
                  ${now.toISOString()}::timestamptz)
          on conflict (user_id, subject_id) do nothing
          returning id`),
      );
      if (inserted.length === 0) throw new AlreadyRegistered();
      return "ok" as const;
    })
    .catch(async (error: unknown) => {
      await cleanup();
      if (error instanceof AlreadyRegistered) return "again" as const;
      throw error;
    });
  if (outcome === "again") return streamFail(CONTEST_MESSAGES.alreadyRegistered, undefined, 409);
  return contestAnswer({
    status: "success",
    message: CONTEST_MESSAGES.streamRegistered,
  } satisfies StreamRegistrationResponse);
}

class AlreadyRegistered extends Error {}

const postFail = (responseCode: number, message: string, errors?: Record<string, string>) =>
  contestAnswer({
    responseCode,
    status: "fail",
    message,
    ...(errors ? { errors } : {}),
  } satisfies StreamingPostResponse);

/**
 * POST /save-streaming-post (spec 2): student_id (a child of the caller's family), student_age,
 * title, description, category, consent, then `media`. The category decides the file: 98 a
 * picture (jpg/png ≤ 5 MB), 69/57/85/204 a video (avi/mp4/mov ≤ 200 MB), 205 a PDF or Word file,
 * checked on the content, not the name. The post waits for approval.
 */
export async function saveStreamingPost(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
  now: Date,
): Promise<Response> {
  const read = await readContestUpload(request, storage, streamingPostFields, {
    maxBytes: CONTEST_VIDEO_RULE.maxBytes,
    wantedOf: (fields) =>
      isStreamingCategory(fields.category)
        ? CATEGORY_RULES[Number(fields.category) as keyof typeof CATEGORY_RULES].medType
        : null,
  });
  if (!read.ok) return postFail(read.responseCode, read.message, read.errors);
  const { data, file, cleanup } = read;
  if (!file) return postFail(400, STREAMING_MESSAGES.file, { media: STREAMING_MESSAGES.file });
  try {
    await requireFamilyChild(db, user, data.student_id);
  } catch (error) {
    await cleanup();
    if (isAppError(error) && error.status === 403) {
      return postFail(403, STREAMING_MESSAGES.notYourChild, {
        student_id: STREAMING_MESSAGES.notYourChild,
      });
    }
    throw error;
  }
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const mediaId = await insertMedium(tx, user.id, file, now);
      await tx.execute(sql`
        insert into streaming_posts (student_id, posted_by_id, student_age, title, description,
                                     category, media_id, consent, status, created_at)
        values (${data.student_id}, ${user.id}, ${data.student_age}, ${data.title},
                ${data.description}, ${data.category}, ${mediaId}, true, 'pending',
                ${now.toISOString()}::timestamptz)`);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return contestAnswer({
    responseCode: 200,
    status: "success",
    message: STREAMING_MESSAGES.saved,
  } satisfies StreamingPostResponse);
}
