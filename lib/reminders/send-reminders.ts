import type { Db } from "@/db/client";
import { classReminders } from "@/db/schema";
import { log } from "../log/logger";
import { createMessenger } from "../messaging/messenger";
import type { JobSender } from "../jobs/types";
import type { Transports } from "../messaging/types";
import { loadRecipient } from "../notify/recipients";
import { formatWhenIn } from "../scheduling/date-format";
import { siteUrl } from "../site";
import { reminderChannels } from "./channels";
import { findDueReminders, type DueReminder } from "./due-reminders";
import { reminderMessage } from "./messages";

export interface ReminderDeps {
  transports: Transports;
  /** The queue delivery jobs go to (default: the process's, when a provider is configured). */
  queue?: JobSender;
  /** The site origin of the join link (default: siteUrl()). */
  origin?: string;
}

/** Where the recipient joins: their dashboard lists the class with its Join button. */
const joinPath = { family: "/st/dashboard", teacher: "/em/dashboard" } as const;

/** The text in the recipient's zone (the child's for the family, the teacher's own). */
function textOf(r: DueReminder, timeZone: string, origin: string) {
  const subject = r.subject ?? "live";
  const when = formatWhenIn(r.startsAt, timeZone);
  const joinUrl = `${origin}${joinPath[r.audience]}`;
  if (r.audience === "family") {
    return reminderMessage({
      kind: r.kind,
      when,
      subject,
      who: r.studentName,
      teacher: r.teacherName,
      joinUrl,
    });
  }
  const who = r.students === 1 ? r.studentName : `${r.students} students`;
  return reminderMessage({ kind: r.kind, when, subject, who, joinUrl });
}

/**
 * Records one reminder and queues its messages in one transaction. The insert takes the unique key
 * (class, start, kind, recipient): a second worker on the same reminder waits for the first's
 * transaction and then finds the key taken, so it sends nothing; a failure rolls back both the row
 * and the messages, and the next run tries again. True when this call sent it.
 */
async function sendOne(db: Db, r: DueReminder, deps: ReminderDeps, origin: string) {
  return db.transaction(async (tx) => {
    // The family's contact for a child, the teacher's own (lib/notify/recipients.ts).
    const to = await loadRecipient(tx as unknown as Db, r.recipientId);
    const channels = to ? reminderChannels(to.contact, deps.transports) : [];
    const [taken] = await tx
      .insert(classReminders)
      .values({
        sessionId: r.sessionId,
        startsAt: r.startsAt,
        kind: r.kind,
        recipientId: r.recipientId,
        messages: channels.length,
      })
      .onConflictDoNothing()
      .returning({ id: classReminders.id });
    if (!taken) return false;
    if (!to || channels.length === 0) {
      log.info(
        { userId: r.recipientId, sessionId: r.sessionId },
        "reminder not sent: no usable contact",
      );
      return true;
    }
    const { subject, body } = textOf(r, to.timeZone, origin);
    const messenger = createMessenger(tx as unknown as Db, deps.transports, deps.queue);
    for (const c of channels) {
      await messenger.send({
        ...c,
        subject: c.channel === "email" ? subject : undefined,
        body,
        topic: "class",
      });
    }
    return true;
  });
}

/**
 * The send-class-reminders job (every minute): every reminder due at `now` is recorded and queued
 * exactly once, whatever number of workers run it at the same time (decision 022). One reminder's
 * failure is logged and left for the next run; the others go on. Answers how many this run sent.
 */
export async function sendDueReminders(db: Db, now: Date, deps: ReminderDeps): Promise<number> {
  const origin = deps.origin ?? siteUrl();
  let sent = 0;
  for (const reminder of await findDueReminders(db, now)) {
    try {
      if (await sendOne(db, reminder, deps, origin)) sent++;
    } catch (error) {
      log.warn(
        { err: error, sessionId: reminder.sessionId, kind: reminder.kind },
        "reminder failed; retried next run",
      );
    }
  }
  return sent;
}
