// Order statuses as the screens and services read them (no database import: components use it).

/** An order whose money was taken: never cancelled, never paid again; it has a receipt. */
export const isPaid = (status: string) =>
  status === "paid" || status === "fulfilled" || status === "refunded";

/** An order nobody has paid: its owner may pay it again (retry) or cancel it. */
export const isUnpaid = (status: string) =>
  status === "created" || status === "failed" || status === "expired";

/** Providers whose checkout page lives on our site, so an open order can be paid again there. */
const REOPENABLE_PROVIDERS = new Set(["sandbox", "razorpay"]);

/** The page where an open order of a reopenable provider is paid (null for the others). */
export function reopenLink(origin: string, provider: string, reference: string): string | null {
  return REOPENABLE_PROVIDERS.has(provider)
    ? `${origin}/checkout/${provider}/${encodeURIComponent(reference)}`
    : null;
}
