"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Input, Select, Textarea, useToast } from "@/components/ui";
import { LEAVE_TYPES } from "@/lib/teacher/leave/constants";
import { leaveApplyRequest } from "@/lib/teacher/leave/schemas";

type FormIn = z.input<typeof leaveApplyRequest>;
type FormOut = z.output<typeof leaveApplyRequest>;

interface Booking {
  session_id: number;
  subject: string;
  when: string;
  students: string[];
  outcome?: "substitute" | "cancelled";
  substitute?: string | null;
}

/** Which bookings request is the latest (an answer to an older one is dropped). */
let bookingsTicket = 0;

const FIELDS = ["from_date", "to_date", "type", "reason"] as const;
const TYPE_LABELS: Record<(typeof LEAVE_TYPES)[number], string> = {
  casual: "Casual leave",
  sick: "Sick leave",
  emergency: "Emergency leave",
};

/**
 * The leave-apply form (spec 3): the classes on the chosen dates load as the dates change (the
 * preview button is disabled while that call fails); Preview shows, in a popup, what happens to
 * each class (a substitute teacher or a cancellation with the credit returned); Confirm applies it
 * and goes to redirect_url. Server errors show beside each field and as a toast.
 */
export function LeaveForm({ today }: { today: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(leaveApplyRequest),
    defaultValues: { from_date: "", to_date: "", type: undefined, reason: "", step: "preview" },
  });
  const { errors, isSubmitting } = form.formState;
  const from = useWatch({ control: form.control, name: "from_date" });
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [bookingsError, setBookingsError] = useState<string | null>(null);
  const [loadingBookings, setLoadingBookings] = useState(false);
  const [plan, setPlan] = useState<{ values: FormOut; rows: Booking[]; message: string } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);

  /** Loads the classes on the chosen dates whenever both dates are set (the last answer wins). */
  async function loadBookings() {
    const { from_date, to_date } = form.getValues();
    const ticket = ++bookingsTicket;
    if (!from_date || !to_date) {
      setBookings(null);
      setBookingsError(null);
      return;
    }
    setLoadingBookings(true);
    const answer = await postJson<{ bookings: Booking[] }>(
      "/em/hrms/teacher-leave-apply/teacher-bookings",
      { from_date, to_date },
    );
    if (ticket !== bookingsTicket) return;
    setLoadingBookings(false);
    if (answer.httpStatus === 200 && answer.data.bookings) {
      setBookings(answer.data.bookings);
      setBookingsError(null);
    } else {
      setBookings(null);
      setBookingsError(messageOf(answer.data));
    }
  }

  function showErrors(data: Parameters<typeof fieldErrorsOf>[0]) {
    const fields = fieldErrorsOf(data);
    for (const f of FIELDS) if (fields[f]) form.setError(f, { type: "server", message: fields[f] });
    toast({ title: messageOf(data), variant: "error" });
  }

  async function preview(values: FormOut) {
    const answer = await postJson<{ bookings: Booking[]; message: string }>(
      "/store-teacher-leave-apply",
      { ...values, step: "preview" },
    );
    if (answer.httpStatus !== 200) return showErrors(answer.data);
    setPlan({ values, rows: answer.data.bookings ?? [], message: answer.data.message ?? "" });
  }

  async function confirm() {
    if (!plan) return;
    setConfirming(true);
    const answer = await postJson<{ message: string; redirect_url: string }>(
      "/store-teacher-leave-apply",
      { ...plan.values, step: "final" },
    );
    setConfirming(false);
    setPlan(null);
    if (answer.httpStatus !== 200) return showErrors(answer.data);
    toast({ title: "Leave applied", description: answer.data.message, variant: "success" });
    form.reset();
    router.push(answer.data.redirect_url ?? "/em/leave");
    router.refresh();
  }

  const blocked = bookingsError !== null || loadingBookings;
  return (
    <form onSubmit={form.handleSubmit(preview)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="From"
          type="date"
          min={today}
          {...form.register("from_date", { onChange: () => void loadBookings() })}
          error={errors.from_date?.message}
        />
        <Input
          label="To"
          type="date"
          min={from || today}
          {...form.register("to_date", { onChange: () => void loadBookings() })}
          error={errors.to_date?.message}
        />
      </div>
      <Select
        label="Leave type"
        placeholder="Choose a type"
        options={LEAVE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        {...form.register("type")}
        error={errors.type?.message}
      />
      <Textarea
        label="Reason (optional)"
        rows={3}
        maxLength={300}
        {...form.register("reason")}
        error={errors.reason?.message}
      />
      <div aria-live="polite">
        {loadingBookings && <p className="text-sm text-slate-600">Loading your classes…</p>}
        {bookingsError && <Alert variant="error">{bookingsError}</Alert>}
        {bookings && !loadingBookings && (
          <div className="rounded-md border border-slate-200 p-3 text-sm">
            {bookings.length === 0 ? (
              <p>You have no classes on these dates.</p>
            ) : (
              <>
                <p className="font-medium">
                  {bookings.length} class{bookings.length === 1 ? "" : "es"} on these dates:
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {bookings.map((b) => (
                    <li key={b.session_id}>
                      {b.when} · {b.subject} · {b.students.join(", ") || "no students yet"}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      <Button type="submit" loading={isSubmitting} disabled={blocked} className="sm:self-start">
        Preview leave
      </Button>
      <Dialog
        open={plan !== null}
        onClose={() => setPlan(null)}
        title="Confirm your leave"
        description={plan?.message}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPlan(null)}>
              Back
            </Button>
            <Button onClick={() => void confirm()} loading={confirming}>
              Confirm leave
            </Button>
          </>
        }
      >
        {plan && plan.rows.length > 0 && (
          <ul className="space-y-2 text-sm" aria-label="What happens to each class">
            {plan.rows.map((r) => (
              <li key={r.session_id} className="rounded border border-slate-200 p-2">
                <span className="font-medium">
                  {r.when} · {r.subject}
                </span>
                <br />
                {r.outcome === "substitute"
                  ? `Taught by ${r.substitute} at the same time`
                  : r.students.length > 0
                    ? "Cancelled: the class credit goes back to the family"
                    : "Cancelled (no students booked)"}
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </form>
  );
}
