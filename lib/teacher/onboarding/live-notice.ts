import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherProfiles } from "@/db/schema";
import { listedTeacher } from "../../catalog/approved";
import { loadRecipient } from "../../notify/recipients";
import { sendNotice } from "../../notify/send-notice";
import { encodeId } from "../../ids";

/**
 * After a step that may complete the path (approval, profile, price, weekly slots): when the
 * teacher is now live (listed and with an active weekly slot) and was not told yet, tells them
 * once, in the step's transaction (the marker and the notice commit together).
 */
export async function noticeIfLive(tx: Db, teacherId: number): Promise<boolean> {
  const [row] = await tx
    .update(teacherProfiles)
    .set({ liveNoticeAt: sql`now()` })
    .where(
      and(
        eq(teacherProfiles.userId, teacherId),
        isNull(teacherProfiles.liveNoticeAt),
        listedTeacher(teacherProfiles.userId),
        sql`exists (select 1 from users u where u.id = ${teacherProfiles.userId} and u.is_active)`,
        sql`exists (select 1 from teacher_slots s where s.teacher_id = ${teacherProfiles.userId} and s.is_active)`,
      ),
    )
    .returning({ id: teacherProfiles.userId });
  if (!row) return false;
  const to = await loadRecipient(tx, teacherId);
  await sendNotice(tx, to, {
    subject: "Your teacher profile is live",
    body: `Your profile is live: families can now find you in search and book a free demo in your weekly slots. Your public page: /teacher-profile/${encodeId(teacherId)}`,
  });
  return true;
}
