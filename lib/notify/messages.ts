import { SITE_NAME } from "../site";
import type { Notice } from "./send-notice";

/** One class as a notice lists it: when (in the recipient's zone), what and with whom. */
export interface ClassLine {
  when: string;
  subject: string;
  /** The other party: the teacher for the family, the student for the teacher. */
  withName: string;
}

const MAX_LINES = 10;

function list(lines: readonly ClassLine[]): string {
  const shown = lines
    .slice(0, MAX_LINES)
    .map((l) => `- ${l.when}: ${l.subject} with ${l.withName}`);
  if (lines.length > MAX_LINES) shown.push(`- and ${lines.length - MAX_LINES} more`);
  return shown.join("\n");
}

const classes = (n: number) => (n === 1 ? "1 class" : `${n} classes`);

/** The family's and teacher's notices (booking, cancellation, reschedule, payment). */
export const NOTICES = {
  bookedFamily: (name: string, lines: ClassLine[], calendarUrl: string): Notice => ({
    subject: `${SITE_NAME}: ${classes(lines.length)} booked for ${name}`,
    body: `${SITE_NAME}: ${classes(lines.length)} booked for ${name}.\n${list(lines)}\nAdd to calendar: ${calendarUrl}`,
  }),
  bookedTeacher: (name: string, lines: ClassLine[], calendarUrl: string): Notice => ({
    subject: `${SITE_NAME}: new booking, ${classes(lines.length)}`,
    body: `${SITE_NAME}: hello ${name}, a new booking: ${classes(lines.length)}.\n${list(lines)}\nAdd to calendar: ${calendarUrl}`,
  }),
  cancelled: (name: string, lines: ClassLine[], by: string): Notice => ({
    subject: `${SITE_NAME}: ${classes(lines.length)} cancelled`,
    body: `${SITE_NAME}: hello ${name}, ${classes(lines.length)} cancelled by ${by}.\n${list(lines)}`,
  }),
  rescheduled: (name: string, from: string, line: ClassLine, calendarUrl: string): Notice => ({
    subject: `${SITE_NAME}: class moved to ${line.when}`,
    body: `${SITE_NAME}: hello ${name}, the ${line.subject} class with ${line.withName} on ${from} moved to ${line.when}.\nAdd to calendar: ${calendarUrl}`,
  }),
  receipt: (
    name: string,
    o: { pack: string; total: string; reference: string; invoice: string | null },
    ordersUrl: string,
  ): Notice => ({
    subject: `${SITE_NAME}: payment received, order ${o.reference}`,
    body: `${SITE_NAME}: hello ${name}, we received ${o.total} for ${o.pack} (order ${o.reference}${o.invoice ? `, tax invoice ${o.invoice}` : ""}). Receipt and invoice: ${ordersUrl}`,
  }),
  refunded: (
    name: string,
    r: {
      /** Paid back through the provider ("" when none). */
      amount: string;
      /** Put back in the family's wallet ("" when none). */
      wallet: string;
      reference: string;
      classes: number;
      cancelled: number;
    },
    ordersUrl: string,
  ): Notice => {
    const money = [
      r.amount ? `${r.amount} to your card or account (it arrives in 5-7 working days)` : "",
      r.wallet ? `${r.wallet} to your wallet` : "",
    ].filter(Boolean);
    const taken = r.classes > 0 ? ` ${classes(r.classes)} came off your pack.` : "";
    const cancelled =
      r.cancelled > 0
        ? ` ${classes(r.cancelled)} you had booked ahead ${r.cancelled === 1 ? "is" : "are"} cancelled (listed in a separate message).`
        : "";
    return {
      subject: `${SITE_NAME}: refund for order ${r.reference}`,
      body: `${SITE_NAME}: hello ${name}, we refunded order ${r.reference}: ${money.join(" and ")}.${taken}${cancelled} Your orders: ${ordersUrl}`,
    };
  },
} as const;

/** Who cancelled, as the notice says it. */
export const CANCELLED_BY_TEXT = { 1: "the student", 2: "the teacher", 3: SITE_NAME } as const;
