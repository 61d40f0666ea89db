import type { Db } from "@/db/client";
import { expireStaleOrders } from "../billing/orders/expire-orders";
import { reconcilePayments } from "../billing/payments/reconcile";
import { expireMediaUploads } from "../media/library/expire-uploads";
import { releaseStaleReservations } from "../trial/schedule/release";
import { chatReminderDelayMinutes } from "../chat/limits";
import { sendWeeklyDigests, WEEKLY_DIGEST_CRON } from "../engagement/digest/weekly-digest";
import { remindUnreadChats } from "../chat/unread-reminder";
import {
  deliverMessage,
  DELIVER_MESSAGE_JOB,
  DELIVERY_POLICY,
  type DeliverMessageData,
} from "../messaging/deliver-message";
import { pruneOutbox } from "../messaging/prune-outbox";
import { redactOutbox } from "../messaging/redact-outbox";
import type { Transports } from "../messaging/types";
import { sendDueReminders } from "../reminders/send-reminders";
import { pruneIdempotencyKeys } from "./retention/prune-idempotency-keys";
import { sendDstNotices } from "../reminders/dst-notices";
import { pruneOtpCodes } from "./retention/prune-otp-codes";
import { pruneRateLimits } from "./retention/prune-rate-limits";
import type { JobQueue, QueuePolicy } from "./types";

/** What the jobs work with: the database, the message transports, the clock and retention settings. */
export interface JobDeps {
  db: Db;
  transports: Transports;
  /** lib/clock now() in the app; read when each job runs. */
  now: () => Date;
  outboxKeepDays: number;
}

/** A job run on a cron schedule: a plain function of the database and `now`, answering a count. */
export interface ScheduledJob {
  name: string;
  /** Five-field cron, UTC. */
  cron: string;
  run(deps: JobDeps, now: Date): Promise<number | number[]>;
}

/**
 * Every 10 minutes: retention; every 5: order expiry and the chat's unread reminders; every minute:
 * class reminders (decision 022); Sundays: the weekly family digest (decision 027). Each is
 * idempotent, so a rerun is harmless.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: "prune-otp-codes", cron: "*/10 * * * *", run: ({ db }, now) => pruneOtpCodes(db, now) },
  {
    name: "prune-rate-limits",
    cron: "*/10 * * * *",
    run: ({ db }, now) => pruneRateLimits(db, now),
  },
  {
    name: "prune-idempotency-keys",
    cron: "*/10 * * * *",
    run: ({ db }, now) => pruneIdempotencyKeys(db, now),
  },
  { name: "redact-outbox", cron: "*/10 * * * *", run: ({ db }, now) => redactOutbox(db, now) },
  {
    name: "prune-outbox",
    cron: "*/10 * * * *",
    run: ({ db, outboxKeepDays }, now) => pruneOutbox(db, now, outboxKeepDays),
  },
  { name: "expire-orders", cron: "*/5 * * * *", run: ({ db }, now) => expireStaleOrders(db, now) },
  {
    name: "reconcile-payments",
    cron: "*/5 * * * *",
    run: ({ db }, now) => reconcilePayments(db, now),
  },
  {
    name: "expire-media-uploads",
    cron: "*/10 * * * *",
    run: ({ db }, now) => expireMediaUploads(db, now),
  },
  {
    name: "release-trial-reservations",
    cron: "*/5 * * * *",
    run: ({ db }, now) => releaseStaleReservations(db, now),
  },
  {
    name: "remind-unread-chats",
    cron: "*/5 * * * *",
    run: ({ db }, now) => remindUnreadChats(db, now, chatReminderDelayMinutes(process.env)),
  },
  {
    name: "send-dst-notices",
    cron: "17 * * * *",
    run: ({ db }, now) => sendDstNotices(db, now),
  },
  {
    name: "send-class-reminders",
    cron: "* * * * *",
    run: ({ db, transports }, now) => sendDueReminders(db, now, { transports }),
  },
  {
    name: "send-weekly-digests",
    cron: WEEKLY_DIGEST_CRON,
    run: ({ db, transports }, now) => sendWeeklyDigests(db, now, { transports }),
  },
];

/** A scheduled job that fails is tried twice more, 30 s then about a minute later. */
export const SCHEDULED_POLICY: QueuePolicy = {
  retryLimit: 2,
  retryDelayS: 30,
  retryBackoff: true,
  expireInS: 300,
};

/**
 * Declares every queue of the app on a started queue and registers its handlers and schedules. Run
 * by every process (a web-only one still sends, and needs the queues to exist); with workers off
 * the handlers are only kept for drain().
 */
export async function registerAppJobs(queue: JobQueue, deps: JobDeps): Promise<void> {
  await queue.declare(DELIVER_MESSAGE_JOB, DELIVERY_POLICY);
  await queue.work<DeliverMessageData>(DELIVER_MESSAGE_JOB, (job) =>
    deliverMessage(deps.db, deps.transports, job.data, {
      now: deps.now(),
      lastAttempt: job.lastAttempt,
    }),
  );
  for (const job of SCHEDULED_JOBS) {
    await queue.declare(job.name, SCHEDULED_POLICY);
    await queue.work(job.name, async () => ({ result: await job.run(deps, deps.now()) }));
    await queue.schedule(job.name, job.cron);
  }
}
