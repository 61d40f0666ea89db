import { z } from "zod";
import { QUEUE_VIEWS } from "./queue/types";

// Shared by the console's forms (client) and its calls (server): no server-only imports here.

export const ORDER_STATUSES = [
  "created",
  "paid",
  "fulfilled",
  "failed",
  "refunded",
  "expired",
  "cancelled",
] as const;

export const PEOPLE_KINDS = ["all", "student", "teacher", "admin", "family"] as const;
export type PeopleKind = (typeof PEOPLE_KINDS)[number];

const reason = z
  .string()
  .trim()
  .min(1, "Please give a reason.")
  .max(600, "Please keep the reason under 600 characters.");

export const adminLoginBody = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid e-mail address.").max(254),
  password: z.string().min(1, "Please enter your password.").max(200),
});

export const adminOtpBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, "Please enter the 6-digit OTP."),
});

export const setActiveBody = z.object({ active: z.boolean(), reason });

export const refundBody = z.object({
  amount_minor: z.number().int().min(0).max(100_000_000),
  classes: z.number().int().min(0).max(500).optional(),
  reason,
  /** The form's idempotency key: one per refund the admin means to make. */
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid request key."),
});

export const decideBody = z.object({ decision: z.string().min(1).max(20), reason });

export const rangeQuery = z.object({
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});

export const peopleQuery = z.object({
  q: z.string().max(120).default(""),
  kind: z.enum(PEOPLE_KINDS).default("all"),
});

export const ordersQuery = z.object({
  q: z.string().max(120).optional(),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  currency: z.enum(["INR", "USD"]).optional().catch(undefined),
  provider: z.string().max(20).optional(),
});

export const auditQuery = z.object({
  action: z.string().max(80).optional(),
  target_type: z.string().max(40).optional(),
  target_id: z.string().max(80).optional(),
});

export const queueQuery = z.object({
  view: z.enum(QUEUE_VIEWS).default("open").catch("open"),
  q: z.string().max(120).default(""),
});
