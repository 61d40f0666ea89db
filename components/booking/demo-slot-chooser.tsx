"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { messageOf, postJson } from "@/components/auth/post-json";
import { Alert, Button, Dialog, Tabs } from "@/components/ui";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import type { DemoDayView, DemoTimeView } from "@/lib/scheduling/booking/views";
import { ClassFacts } from "./class-facts";
import { DemoTimeOptions } from "./demo-time-options";
import { PreferredTimeDialog } from "./preferred-time-dialog";
import type { z } from "zod";
import type { enrollDemoResponse } from "@/lib/scheduling/booking/legacy-schemas";

type EnrolAnswer = z.output<typeof enrollDemoResponse>;

/**
 * The spec 2 demo slot chooser: dates as tabs, the times of each in the viewer's zone with the
 * seats left, a confirm dialog naming course, time and date, then the booking
 * (POST /ng-api/v1/enrollStudentToDemo) and the success page.
 */
export function DemoSlotChooser({
  course,
  days,
  initialSlot,
  clashes = {},
}: {
  course: { id: number; name: string; subjectId: number };
  days: DemoDayView[];
  /** Times a sibling has a class at, with the warning ("Diya has Piano then"): lib/family/timetable. */
  clashes?: Record<string, string>;
  /** A time chosen before (e.g. "Book free demo" on a teacher's timetable); ignored if not listed. */
  initialSlot?: string;
}) {
  const router = useRouter();
  const messageId = useId();
  const initialDay = days.find((d) => d.times.some((time) => time.id === initialSlot));
  const [selected, setSelected] = useState<string | null>(initialDay ? initialSlot! : null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [booking, setBooking] = useState(false);
  const [asking, setAsking] = useState(false);
  const chosen: DemoTimeView | undefined = days
    .flatMap((d) => d.times)
    .find((time) => time.id === selected);

  function choose(id: string) {
    setSelected(id);
    const time = days.flatMap((d) => d.times).find((x) => x.id === id);
    setMessage(
      time && time.remaining <= 0 ? { kind: "error", text: BOOKING_MESSAGES.demoSlotFull } : null,
    );
  }

  function review() {
    if (!chosen) return setMessage({ kind: "error", text: BOOKING_MESSAGES.selectSlot });
    if (chosen.remaining <= 0)
      return setMessage({ kind: "error", text: BOOKING_MESSAGES.demoSlotFull });
    setMessage(null);
    setConfirming(true);
  }

  async function confirm() {
    if (!chosen) return;
    setBooking(true);
    const query = new URLSearchParams({ slot_id: chosen.id, course_id: String(course.id) });
    const { data } = await postJson<EnrolAnswer>(`/ng-api/v1/enrollStudentToDemo?${query}`, {});
    if (data.status === true && data.redirect_to) {
      router.push(data.redirect_to);
      return;
    }
    setBooking(false);
    setConfirming(false);
    setMessage({ kind: "error", text: messageOf(data, BOOKING_MESSAGES.demoFailure) });
  }

  return (
    <div className="flex flex-col gap-6">
      {days.length > 0 ? (
        <Tabs
          label="Dates with free demo times"
          defaultValue={initialDay?.date}
          items={days.map((day) => ({
            id: day.date,
            label: day.label,
            content: (
              <DemoTimeOptions
                legend={`Times on ${day.times[0]?.dateText ?? day.label}`}
                times={day.times}
                selected={selected}
                onSelect={choose}
                describedBy={message ? messageId : undefined}
              />
            ),
          }))}
        />
      ) : (
        <Alert variant="info">No free demo times are open in the next two weeks.</Alert>
      )}
      {message ? (
        <Alert id={messageId} variant={message.kind}>
          {message.text}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {days.length > 0 ? (
          <Button size="lg" onClick={review} aria-haspopup="dialog">
            Book free demo
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setAsking(true)} aria-haspopup="dialog">
          None of these times work for me
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Confirm your free demo"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Change time
            </Button>
            <Button onClick={confirm} loading={booking}>
              Confirm booking
            </Button>
          </>
        }
      >
        {chosen && clashes[chosen.id] ? (
          <Alert variant="warning" className="mb-3">
            {clashes[chosen.id]}. You can still book this time.
          </Alert>
        ) : null}
        {chosen ? (
          <ClassFacts
            kind="Course"
            what={course.name}
            dateText={chosen.dateText}
            timeText={chosen.timeText}
            teacherName={chosen.teacherName}
          />
        ) : null}
      </Dialog>
      <PreferredTimeDialog
        open={asking}
        onClose={() => setAsking(false)}
        subjectId={course.subjectId}
        onSaved={(text) => {
          setAsking(false);
          setMessage({ kind: "success", text });
        }}
      />
    </div>
  );
}
