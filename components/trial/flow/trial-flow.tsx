"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Input } from "@/components/ui";
import type { ZoneChoiceGroup } from "@/lib/family/lookups/time-zones";
import type { BillingForm } from "@/lib/trial/payment/billing-form";
import {
  flowPost,
  FlowCallError,
  type FlowAnswer,
  type PackageItem,
  type ScheduleView,
} from "./api";
import { FlowBreadcrumb } from "./breadcrumb";
import { LoginOrSignupDialog } from "@/components/auth/login-or-signup-dialog";
import { PayNowButton } from "./pay-now-button";
import { PaymentModal, type PaymentModalPack } from "./payment-modal";
import { StepBilling, StepPay } from "./step-payment";
import { ScheduleSummary, StepPricing } from "./step-pricing";
import { StepSchedule } from "./step-schedule";
import { StepOtp, StepSignup } from "./step-signup";

const FLOW = "/show-trail-pages-booking-flow";
const OFFER_CLOSED = "trial-offer-closed";

/** One call of the flow: its answer, an error for the dialog, or a reload under way. */
async function fetchFlow(
  courseId: number,
  body: object,
): Promise<
  { kind: "answer"; answer: FlowAnswer } | { kind: "error"; message: string } | { kind: "reload" }
> {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const r = await flowPost<FlowAnswer>(FLOW, {
      course_id: courseId,
      user_timezone: zone,
      ...body,
    });
    if (r.httpStatus >= 400 || !r.data.status) return { kind: "error", message: messageOf(r.data) };
    return { kind: "answer", answer: r.data as FlowAnswer };
  } catch (error) {
    if (error instanceof FlowCallError && error.message === "Reloading") return { kind: "reload" };
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The trial page's booking flow: one page, its step and state kept on the server (decision 028). */
export function TrialFlow({ courseId, zones }: { courseId: number; zones: ZoneChoiceGroup[] }) {
  const [answer, setAnswer] = useState<FlowAnswer | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [preferred, setPreferred] = useState<string | null>(null);
  const [offers, setOffers] = useState<PackageItem[]>([]);
  const [offerOpen, setOfferOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A refused save-schedule: its message is read first, then the page reloads (spec 3 §4).
  const [reloadAfterDialog, setReloadAfterDialog] = useState(false);
  // Login rule 5: a pack chosen while signed out opens the login, then the payment modal.
  const [loginFor, setLoginFor] = useState<PackageItem | null>(null);
  const [payFor, setPayFor] = useState<PaymentModalPack | null>(null);

  const apply = useCallback((r: Awaited<ReturnType<typeof fetchFlow>>) => {
    if (r.kind === "reload") return;
    if (r.kind === "error") return setDialog(r.message);
    setAnswer(r.answer);
    if (r.answer.message) setNotice(r.answer.message);
  }, []);
  const call = useCallback(
    async (body: object = {}) => apply(await fetchFlow(courseId, body)),
    [apply, courseId],
  );

  useEffect(() => {
    void fetchFlow(courseId, {}).then(apply);
  }, [apply, courseId]);

  // The seasonal offer popup: shown before a booking is made, closed once there is one.
  useEffect(() => {
    void flowPost<{ offers?: PackageItem[] }>("/show-available-offers", { course_id: courseId })
      .then((r) => {
        const list = r.data.offers ?? [];
        setOffers(list);
        // Shown once per visit: a dismissed popup stays closed across reloads.
        if (list.length > 0 && !sessionStorage.getItem(OFFER_CLOSED)) setOfferOpen(true);
      })
      .catch(() => undefined);
  }, [courseId]);
  const booked = answer ? ["3", "4", "5", "done"].includes(answer.step) : false;

  if (!answer)
    return (
      <p role="status" className="p-4">
        Loading your booking…
      </p>
    );
  const v = answer.view;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 p-3 sm:p-6">
      <h1 className="text-xl font-bold sm:text-2xl">Book a trial: {v.course.name}</h1>
      <FlowBreadcrumb step={answer.step} completed={answer.completed} />
      {notice ? (
        <Alert variant="info" role="status">
          {notice}
        </Alert>
      ) : null}
      {answer.can_go_back ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => call({ action: "back" })}>
            ← Back one step
          </Button>
        </div>
      ) : null}

      {answer.step === "1A" ? (
        <StepSignup onSent={(mobile) => call({ action: "otp_sent", mobile })} />
      ) : null}
      {answer.step === "1B" ? (
        <StepOtp mobile={String(v.mobile ?? "")} onDone={() => call()} />
      ) : null}
      {answer.step === "2" ? (
        <StepSchedule
          courseId={courseId}
          zone={v.user_timezone}
          zones={zones}
          onSaved={async () => {
            setOfferOpen(false);
            setNotice("Your schedule is reserved.");
            await call();
          }}
          onPreferred={setPreferred}
          onRefused={(message) => {
            setReloadAfterDialog(true);
            setDialog(message);
          }}
        />
      ) : null}
      {answer.step === "3" ? (
        <StepPricing
          view={v as unknown as Parameters<typeof StepPricing>[0]["view"]}
          onChoose={(packId, promo) =>
            call({ action: "choose_pack", pack_id: packId, promo_code: promo })
          }
          onError={setDialog}
        />
      ) : null}
      {answer.step === "4" ? (
        <StepBilling
          view={v as unknown as Parameters<typeof StepBilling>[0]["view"]}
          serverErrors={answer.errors}
          onSubmit={(b: BillingForm) => call({ action: "billing", ...b })}
        />
      ) : null}
      {answer.step === "5" ? (
        <StepPay view={v as unknown as Parameters<typeof StepPay>[0]["view"]} onError={setDialog} />
      ) : null}
      {answer.step === "done" ? (
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">You are all set</h2>
          <ScheduleSummary schedule={v.schedule as ScheduleView} />
          <a className="text-indigo-700 underline" href="/st/dashboard">
            Go to your dashboard
          </a>
        </section>
      ) : null}

      <Dialog
        open={dialog !== null}
        onClose={() => {
          setDialog(null);
          if (reloadAfterDialog) window.location.reload();
        }}
        title="Something went wrong"
      >
        <p>{dialog}</p>
      </Dialog>
      <PreferredSlotDialog message={preferred} onClose={() => setPreferred(null)} />
      <LoginOrSignupDialog
        open={loginFor !== null}
        onClose={() => setLoginFor(null)}
        title="Log in to pay"
        pack={loginFor ? { packType: String(loginFor.id), currency: loginFor.currency } : undefined}
        onOpenPayment={() => {
          const chosen = loginFor;
          setLoginFor(null);
          if (chosen) setPayFor({ id: chosen.id, name: chosen.name });
          // Signed in now: the flow is attached to the account (and resumes at its step).
          void call();
        }}
      />
      <PaymentModal pack={payFor} onClose={() => setPayFor(null)} />
      <Dialog
        open={offerOpen && !booked && offers.length > 0}
        onClose={() => {
          sessionStorage.setItem(OFFER_CLOSED, "1");
          setOfferOpen(false);
        }}
        title="Seasonal offer"
      >
        <ul className="grid gap-2">
          {offers.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2">
              <span>{o.name}</span>
              <PayNowButton
                packId={o.id}
                onError={setDialog}
                label="Get offer"
                onLogin={() => {
                  setOfferOpen(false);
                  setLoginFor(o);
                }}
              />
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}

/** no_teacher_available: the preferred-slot prompt (POST /api/save-preffered-slot). */
function PreferredSlotDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const r = await flowPost<{ message?: string }>("/api/save-preffered-slot", {
      date,
      time,
      tz,
      note: "",
    });
    if (r.httpStatus < 400) setDone(messageOf(r.data, "Thank you. We will get back to you."));
    else setError(messageOf(r.data));
  }
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title="Tell us your preferred slot"
      description={message ?? undefined}
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3">
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Input
            label="Preferred date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
          <Input
            label="Preferred time"
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            required
          />
          <Button type="submit">Send</Button>
        </form>
      )}
    </Dialog>
  );
}
