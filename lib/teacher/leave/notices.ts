import type { Db } from "@/db/client";
import { formatWhenIn } from "../../scheduling/date-format";
import { loadRecipient, type Recipient } from "../../notify/recipients";
import { sendNotice } from "../../notify/send-notice";
import { SITE_NAME } from "../../site";

const name = (p: Recipient | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : "your teacher");

/** A class a leave moved or cancelled, as its notices need it. */
export interface LeaveNoticeClass {
  studentIds: number[];
  subject: string;
  startsAt: Date;
  teacherId: number;
  substituteId: number | null;
}

/**
 * Tells each family of a class what the leave did to it, inside the leave's transaction (the
 * outbox row and its delivery job exist only if the leave commits): a substitute teacher with the
 * same time and the class credit kept, or a cancellation with the credit returned. The substitute
 * teacher is told about the class they now teach.
 */
export async function notifyLeaveOutcome(tx: Db, c: LeaveNoticeClass): Promise<number> {
  const teacher = await loadRecipient(tx, c.teacherId);
  const substitute = c.substituteId ? await loadRecipient(tx, c.substituteId) : null;
  let sent = 0;
  for (const studentId of c.studentIds) {
    const family = await loadRecipient(tx, studentId);
    if (!family) continue;
    const when = formatWhenIn(c.startsAt, family.timeZone);
    const notice = substitute
      ? {
          subject: `${SITE_NAME}: a substitute teacher for ${c.subject} on ${when}`,
          body: `${SITE_NAME}: hello ${family.firstName}, ${name(teacher)} is on leave, so your ${c.subject} class on ${when} will be taught by ${name(substitute)} at the same time. Your class credit is unchanged.`,
        }
      : {
          subject: `${SITE_NAME}: ${c.subject} class on ${when} cancelled`,
          body: `${SITE_NAME}: hello ${family.firstName}, ${name(teacher)} is on leave and no other teacher was free, so your ${c.subject} class on ${when} is cancelled. The class credit is back in your pack: book another time whenever you like.`,
        };
    if (await sendNotice(tx, family, notice)) sent += 1;
  }
  if (substitute) {
    const when = formatWhenIn(c.startsAt, substitute.timeZone);
    await sendNotice(tx, substitute, {
      subject: `${SITE_NAME}: you are covering a ${c.subject} class on ${when}`,
      body: `${SITE_NAME}: hello ${substitute.firstName}, ${name(teacher)} is on leave: please teach their ${c.subject} class on ${when} (${c.studentIds.length} student${c.studentIds.length === 1 ? "" : "s"}).`,
    });
  }
  return sent;
}
