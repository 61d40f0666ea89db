import { and, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  contracts,
  packs,
  sessionEnrolments,
  classSessions,
  users,
  type TrialStep,
} from "@/db/schema";
import { trialPricingCall } from "@/lib/billing/packs/legacy-calls";
import { isTimeZone } from "@/lib/fields";
import type { Currency } from "@/lib/money/currency";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { weeklyLabel } from "@/lib/scheduling/pack-schedule/time-labels";
import { bookingTransaction } from "@/lib/scheduling/booking/transaction";
import type { SessionUser } from "@/lib/auth/session-user";
import { checkBilling } from "../payment/billing";
import { TRIAL_PAYMENT_MESSAGES as PM } from "../payment/messages";
import { releaseFlowSeats, releaseSeatsInTransaction, reservedUntil } from "../schedule/reserve";
import { courseSubject, dstNoticeFor, subjectTimes } from "../schedule/slots";
import type { ShowFlowRequest } from "./schemas";
import { STEP_ORDER, updateFlow, type TrialFlow } from "./store";

export const TRIAL_FLOW_MESSAGES = {
  mobile: "Please enter your mobile number.",
  noBack: "This step cannot go back.",
  ...PM,
} as const;

const maskMobile = (m: string) => (m.length > 4 ? `${"•".repeat(m.length - 4)}${m.slice(-4)}` : m);

/** Whether the flow's pack was paid for (a contract of that pack made since the reservation). */
async function paidFor(db: Db, flow: TrialFlow): Promise<boolean> {
  if (!flow.userId || !flow.packId || !flow.reservedAt) return false;
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.studentId, flow.userId),
        eq(contracts.packId, flow.packId),
        gte(contracts.createdAt, new Date(flow.reservedAt.getTime() - 60_000)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The step the flow is at, from what it holds (the server decides; the client only shows). */
function stepOf(flow: TrialFlow, signedIn: boolean): TrialStep {
  if (flow.step === "done") return "done";
  if (!signedIn) return flow.otpMobile ? "1B" : "1A";
  if (flow.reservedEnrolmentIds.length === 0) return "2";
  if (!flow.packId) return "3";
  if (!flow.billingName) return "4";
  return "5";
}

/** The reserved classes, soonest first. */
async function reservedClasses(db: Db, flow: TrialFlow) {
  if (!flow.userId || flow.reservedEnrolmentIds.length === 0) return [];
  return db
    .select({
      enrolmentId: sessionEnrolments.id,
      sessionId: sessionEnrolments.sessionId,
      startsAt: classSessions.startsAt,
      teacherId: classSessions.teacherId,
      status: sessionEnrolments.status,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(
      and(
        inArray(sessionEnrolments.id, flow.reservedEnrolmentIds),
        eq(sessionEnrolments.studentId, flow.userId),
      ),
    )
    .orderBy(classSessions.startsAt);
}

interface Ctx {
  db: Db;
  user: SessionUser | null;
  now: Date;
  currency: Currency;
  zone: string;
}

/** The pack chosen in step 3: an active individual regular pack of the course, this teacher or any. */
async function trialPack(db: Db, flow: TrialFlow, packId: number) {
  const [pack] = await db.select().from(packs).where(eq(packs.id, packId));
  const course = await courseSubject(db, flow.courseId);
  const fits =
    pack &&
    pack.isActive &&
    pack.subjectId === course.subjectId &&
    (pack.courseId === null || pack.courseId === flow.courseId) &&
    pack.segment === "regular" &&
    (pack.teacherId === null || pack.teacherId === flow.teacherId);
  return fits ? pack : null;
}

async function scheduleView(ctx: Ctx, flow: TrialFlow) {
  const classes = (await reservedClasses(ctx.db, flow)).filter((c) => c.status !== 5);
  const course = await courseSubject(ctx.db, flow.courseId);
  const times = (await subjectTimes(ctx.db, course.subjectId)).filter((t) =>
    flow.slotIds.includes(t.id),
  );
  const [teacher] = flow.teacherId
    ? await ctx.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, flow.teacherId))
    : [];
  const seen = new Set<string>();
  const weekly: string[] = [];
  for (const c of classes) {
    const label = weeklyLabel(c.startsAt, ctx.zone);
    if (seen.has(label)) continue;
    seen.add(label);
    weekly.push(label);
  }
  return {
    teacher_name: teacher ? `${teacher.firstName} ${teacher.lastName}`.trim() : null,
    weekly,
    classes: classes.map((c) => formatWhenIn(c.startsAt, ctx.zone)),
    reserved_until: flow.reservedUntil ? flow.reservedUntil.toISOString() : null,
    dst_notice: dstNoticeFor(times, ctx.zone, ctx.now),
  };
}

/** The step's content (what the old view html showed). */
async function viewOf(
  ctx: Ctx,
  flow: TrialFlow,
  step: TrialStep,
): Promise<Record<string, unknown>> {
  const course = await courseSubject(ctx.db, flow.courseId);
  const base = { course: { id: course.id, name: course.name }, user_timezone: ctx.zone };
  switch (step) {
    case "1A":
      return { ...base, fields: ["name", "mobile", "age"] };
    case "1B":
      return { ...base, mobile: maskMobile(flow.otpMobile ?? "") };
    case "2":
      return {
        ...base,
        frequency: flow.frequency ?? 1,
        preference: flow.preference ?? "predefined",
      };
    case "3": {
      const pricing = await trialPricingCall(ctx.db, ctx.currency, { course_id: flow.courseId });
      const reserved = flow.reservedEnrolmentIds.length;
      return {
        ...base,
        schedule: await scheduleView(ctx, flow),
        currency: pricing.currency,
        packages: pricing.packages.filter(
          (p) => p.teacher_id === null || p.teacher_id === flow.teacherId,
        ),
        reserved_classes: reserved,
        promo_code: flow.promoCode,
      };
    }
    case "4":
    case "5": {
      const [me] = await ctx.db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          parentName: users.parentName,
          email: users.email,
          mobile: users.mobile,
        })
        .from(users)
        .where(eq(users.id, flow.userId!));
      const pack = flow.packId ? await trialPack(ctx.db, flow, flow.packId) : null;
      return {
        ...base,
        schedule: await scheduleView(ctx, flow),
        pack: pack && { id: pack.id, name: pack.name, total_classes: pack.totalClasses },
        promo_code: flow.promoCode,
        billing: {
          name:
            flow.billingName ??
            me?.parentName ??
            `${me?.firstName ?? ""} ${me?.lastName ?? ""}`.trim(),
          email: flow.billingEmail ?? me?.email ?? "",
          number: flow.billingNumber ?? me?.mobile ?? "",
        },
        ...(step === "5"
          ? {
              pay: {
                card: "/payment-initiate-request",
                razorpay: "/razorpay/create-order",
                order: pack ? `/order/${pack.id}` : null,
              },
            }
          : {}),
      };
    }
    default:
      return { ...base, schedule: await scheduleView(ctx, flow), dashboard: "/st/dashboard" };
  }
}

function answer(
  step: TrialStep,
  view: Record<string, unknown>,
  signedIn: boolean,
  extra: { message?: string; errors?: Record<string, string> } = {},
) {
  const index = STEP_ORDER.indexOf(step);
  const firstBack = signedIn ? 3 : 1; // signed in: sign-up steps are done for good
  return {
    status: step === "done" ? "process_complete" : `process_step_${step}`,
    step,
    completed: STEP_ORDER.slice(0, index).filter((s) => s !== "done"),
    can_go_back: index >= firstBack && step !== "done",
    ...extra,
    view,
  };
}

/**
 * show-trail-pages-booking-flow: applies the visitor's action to their flow (every step checked on
 * the server) and answers the step to show with its content. Unpaid seats past their hold are
 * released here too (and by the release job), sending the family back to step 2.
 */
export async function showFlow(ctx: Ctx, flow: TrialFlow, body: ShowFlowRequest) {
  const { db, user, now } = ctx;
  const signedIn = user !== null;
  let message: string | undefined;
  let errors: Record<string, string> | undefined;

  if (flow.step === "done") {
    // Done only once paid (here, or by the payment's fulfilment: lib/trial/flow/paid.ts).
    message = PM.paid;
  } else if (await paidFor(db, flow)) {
    flow = await updateFlow(db, flow.id, { step: "done", reservedUntil: null }, now);
    message = PM.paid;
  } else if (flow.reservedUntil && flow.reservedUntil <= now) {
    await releaseFlowSeats(db, flow, now, "Trial schedule not paid in time", {
      packId: null,
      billingName: null,
    });
    flow = await updateFlow(db, flow.id, { step: "2" }, now);
    message = PM.released;
  }
  if (
    body.user_timezone &&
    isTimeZone(body.user_timezone) &&
    body.user_timezone !== flow.userTimezone
  )
    flow = await updateFlow(db, flow.id, { userTimezone: body.user_timezone }, now);
  const zone = flow.userTimezone && isTimeZone(flow.userTimezone) ? flow.userTimezone : ctx.zone;
  const c = { ...ctx, zone };

  let step = stepOf(flow, signedIn);
  const action = message ? "show" : (body.action ?? "show");
  if (action === "otp_sent" && step === "1A") {
    const mobile = (body.mobile ?? "").replace(/\D/g, "");
    if (mobile.length < 6 || mobile.length > 15) errors = { mobile: TRIAL_FLOW_MESSAGES.mobile };
    else flow = await updateFlow(db, flow.id, { otpMobile: mobile, step: "1B" }, now);
  } else if (action === "choose_pack" && step === "3") {
    const pack = body.pack_id ? await trialPack(db, flow, body.pack_id) : null;
    if (!body.pack_id) errors = { pack_id: PM.pack };
    else if (!pack) errors = { pack_id: PM.packNotOffered };
    else {
      // Seats beyond the pack's classes are given back (the latest ones), in one transaction.
      const classes = (await reservedClasses(db, flow)).filter((r) => r.status !== 5);
      const surplus = classes.slice(pack.totalClasses).map((r) => r.enrolmentId);
      const keep = classes.slice(0, pack.totalClasses).map((r) => r.enrolmentId);
      await bookingTransaction(db, (tx) =>
        releaseSeatsInTransaction(tx, flow.userId!, surplus, now, "More than the pack's classes"),
      );
      flow = await updateFlow(
        db,
        flow.id,
        {
          packId: pack.id,
          promoCode: body.promo_code ?? null,
          reservedEnrolmentIds: keep,
          step: "4",
          reservedUntil: reservedUntil(now),
        },
        now,
      );
    }
  } else if (action === "billing" && step === "4") {
    const checked = checkBilling(body);
    if (!checked.ok) errors = checked.errors;
    else
      flow = await updateFlow(
        db,
        flow.id,
        {
          billingName: checked.billing.name,
          billingEmail: checked.billing.email,
          billingNumber: checked.billing.number,
          step: "5",
          reservedUntil: reservedUntil(now),
        },
        now,
      );
  } else if (action === "back") {
    if (step === "1B") flow = await updateFlow(db, flow.id, { otpMobile: null, step: "1A" }, now);
    else if (step === "3")
      await releaseFlowSeats(db, flow, now, "Trial schedule changed", { step: "2", packId: null });
    else if (step === "4") flow = await updateFlow(db, flow.id, { packId: null, step: "3" }, now);
    else if (step === "5")
      flow = await updateFlow(db, flow.id, { billingName: null, step: "4" }, now);
    else message = TRIAL_FLOW_MESSAGES.noBack;
    if (step === "3") flow = { ...flow, reservedEnrolmentIds: [], packId: null };
  }
  step = stepOf(flow, signedIn);
  if (flow.step !== step) flow = await updateFlow(db, flow.id, { step }, now);
  return answer(step, await viewOf(c, flow, step), signedIn, { message, errors });
}
