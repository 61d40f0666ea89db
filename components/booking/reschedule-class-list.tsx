"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Select } from "@/components/ui";
import type {
  BookedPackClass,
  TimeChoice,
} from "@/lib/scheduling/pack-schedule/load-schedule-page";
import { PACK_SCHEDULE_MESSAGES as M } from "@/lib/scheduling/pack-schedule/messages";
import { RESCHEDULE_FREE_HOURS } from "@/lib/scheduling/reschedule/policy";
import { rescheduleRequest } from "@/lib/scheduling/reschedule/schemas";

/** The classes booked with the pack's teacher, each with "Reschedule" while the policy allows. */
export function RescheduleClassList({
  classes,
  choices,
  policy,
}: {
  classes: BookedPackClass[];
  choices: TimeChoice[];
  policy: string;
}) {
  const [moving, setMoving] = useState<BookedPackClass | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (classes.length === 0) return <p className="text-slate-700">No classes booked yet.</p>;
  return (
    <>
      {notice ? (
        <Alert variant="success" className="mb-3" role="status">
          {notice}
        </Alert>
      ) : null}
      <ul className="divide-y divide-slate-200" aria-label="Booked classes">
        {classes.map((c) => (
          <li key={c.sessionId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <time dateTime={c.startsAt}>{c.when}</time>
            {c.canReschedule ? (
              <Button size="sm" variant="secondary" onClick={() => setMoving(c)}>
                Reschedule
              </Button>
            ) : (
              <span className="text-sm text-slate-700">
                Less than {RESCHEDULE_FREE_HOURS} h away: cannot be moved
              </span>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={moving !== null} onClose={() => setMoving(null)} title="Reschedule this class">
        {moving ? (
          <RescheduleForm
            key={moving.sessionId}
            from={moving}
            choices={choices}
            policy={policy}
            onClose={() => setMoving(null)}
            onMoved={(message) => {
              setMoving(null);
              setNotice(message);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function RescheduleForm({
  from,
  choices,
  policy,
  onClose,
  onMoved,
}: {
  from: BookedPackClass;
  choices: TimeChoice[];
  policy: string;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof rescheduleRequest>,
    unknown,
    z.output<typeof rescheduleRequest>
  >({
    resolver: zodResolver(rescheduleRequest),
    defaultValues: { sessionId: from.sessionId, to: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const { httpStatus, data } = await postJson<{ message: string }>("/st/reschedule-class", {
      sessionId: values.sessionId,
      to: `${values.to.slotId}_${values.to.date}`,
    });
    if (httpStatus === 200) {
      onMoved(data.message ?? M.rescheduled);
      router.refresh();
      return;
    }
    setError(messageOf(data));
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p>
        Now: <time dateTime={from.startsAt}>{from.when}</time>
      </p>
      <Alert variant="info" title="Reschedule policy">
        {policy}
      </Alert>
      {choices.length === 0 ? (
        <Alert variant="warning">The teacher has no free time in the coming weeks.</Alert>
      ) : (
        <Select
          label="Move to"
          placeholder="Choose a free time"
          options={choices}
          error={errors.to?.message}
          {...form.register("to")}
        />
      )}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Keep this time
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={choices.length === 0}>
          Move my class
        </Button>
      </div>
    </form>
  );
}
