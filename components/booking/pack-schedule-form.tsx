"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Checkbox, Input } from "@/components/ui";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import type { TeacherChoice } from "@/lib/scheduling/pack-schedule/load-schedule-page";
import { PACK_SCHEDULE_MESSAGES as M } from "@/lib/scheduling/pack-schedule/messages";
import { packScheduleRequest } from "@/lib/scheduling/pack-schedule/schemas";

type Values = z.input<typeof packScheduleRequest>;
type Answer = { message: string; classes: { sessionId: number; startsAt: string }[] };

/**
 * "Schedule your classes" with one teacher: one or two of their weekly times (in the family's
 * zone) and how many classes, booked in one go from the pack; the booked dates are listed after.
 */
export function PackScheduleForm({
  subjectId,
  teacher,
  left,
  zone,
}: {
  subjectId: number;
  teacher: TeacherChoice;
  left: number;
  zone: string;
}) {
  const router = useRouter();
  const [done, setDone] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof packScheduleRequest>>({
    resolver: zodResolver(packScheduleRequest),
    defaultValues: { subjectId, teacherId: teacher.teacherId, slotIds: [], count: left },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    const { httpStatus, data } = await postJson<Answer>("/st/pack-schedule", values);
    if (httpStatus === 200 && data.classes) {
      setDone(data as Answer);
      form.reset({ ...values, slotIds: [] });
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(data);
    if (fields.count) form.setError("count", { type: "server", message: fields.count });
    setError(fields.slotIds ?? messageOf(data));
  });

  if (left === 0 && !done) return <Alert variant="info">{M.notEnoughLeft(0)}</Alert>;
  if (teacher.times.length === 0) {
    return <Alert variant="info">{teacher.teacherName} has no weekly class times open yet.</Alert>;
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-1 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">{M.chooseTimes}</legend>
        {teacher.times.map((t) => (
          <Checkbox
            key={t.value}
            value={t.value}
            label={t.label}
            hint={`Next: ${t.next}`}
            {...form.register("slotIds")}
          />
        ))}
        {errors.slotIds ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.slotIds.message}
          </p>
        ) : null}
      </fieldset>
      <Input
        label="How many classes"
        type="number"
        inputMode="numeric"
        min={1}
        max={left}
        hint={`Your pack has ${left} ${left === 1 ? "class" : "classes"} left to schedule. One class means the next date.`}
        error={errors.count?.message}
        {...form.register("count")}
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
      {done ? (
        <Alert variant="success" title={done.message}>
          <ul className="mt-1 list-disc pl-5" aria-label="Booked classes">
            {done.classes.map((c) => (
              <li key={c.sessionId}>{formatWhenIn(new Date(c.startsAt), zone)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="self-start">
        Book classes
      </Button>
    </form>
  );
}
