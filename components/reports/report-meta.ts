import type { ReportKind } from "@/lib/reports/scope";

/** Names and one-line descriptions of the reports (index page, headings, metadata). */
export const REPORT_META: Record<ReportKind, { title: string; description: string }> = {
  attendance: {
    title: "Attendance",
    description:
      "Classes attended, missed, and cancelled by students (leave) or by you, per student and month.",
  },
  lmc: {
    title: "Last-minute cancellations",
    description:
      "Seats cancelled less than 24 hours before the class: by whom and how long before.",
  },
  punctuality: {
    title: "Punctuality",
    description:
      "When you started each class that is over: on time, late, very late or not started.",
  },
  "booking-requests": {
    title: "Class-booking requests",
    description:
      "New demo and paid bookings, and the times students asked for, in IST and your time.",
  },
};
