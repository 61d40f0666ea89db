import type { Locator, Page } from "@playwright/test";
import { encodeId } from "@/lib/ids";
import type { Person } from "./factories";
import { expect } from "./fixtures";

/** Where a teacher's packs are sold: "Buy classes" on their profile. */
export const teacherPaymentPath = (teacher: Pick<Person, "id">) =>
  `/teacher-profile/${encodeURIComponent(encodeId(teacher.id))}/teacherPayment`;

/**
 * Taps `button` until `then` shows. A tap before the page has hydrated does nothing; a tap under way
 * renames the button ("Please wait…", "Opening…"), so it is not sent twice.
 */
export async function tapUntil(button: Locator, then: Locator, timeout = 30_000) {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(then).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout });
}

export interface PurchaseOptions {
  /** The pack's number of classes as the plan page lists it (4, 8 or 12; default 8). */
  classes?: number;
  /** A promo code typed into the plan page and applied before paying (e.g. "WELCOME10"). */
  promo?: string;
  /** What the family does on the sandbox checkout: "paid" (default) or "failed". */
  outcome?: "paid" | "failed";
}

export interface Purchase {
  /** The order's reference (the sandbox checkout's last path segment, e.g. "ord_…"). */
  reference: string;
  /** The pack's number of classes. */
  classes: number;
}

/**
 * A family buys classes with a teacher the way the UI does (issue 34: purchases are made through
 * the product, never written into the seed's rows). On `page`, signed in as the family (e.g. after
 * `newFamily(page.request)`), and for a teacher who set a price (e.g. `bookableTeacher`):
 *
 * 1. opens the teacher's "Buy classes" page (/teacher-profile/{id}/teacherPayment),
 * 2. picks the pack of `classes` classes (default 8), applies `promo` if given,
 * 3. "Pay now": the plan chooser posts /purchase-course-package and follows the payment link to
 *    the built-in sandbox checkout (PAYMENT_SANDBOX=true on e2e servers),
 * 4. presses "Pay" (or "Fail" with `outcome: "failed"`); the sandbox sends its signed webhook to
 *    this server, and the return page says the classes are credited (or that the payment failed).
 *
 * Returns the order's reference (as /st/orders and the admin console name it) once the return page
 * shows the outcome. The page is left on that return page.
 *
 * A teacher made by the factories has no pack of their own: packs tied to a teacher
 * (packs.teacher_id) are only written by the seed, and the price form (POST
 * /api/update-teacher-price-name-and-count) stores a teacher_offers row that no pack reads. Their
 * "Buy classes" page therefore sells their subject's packs (e.g. "Guitar · 8 classes"), which
 * credit the subject: the family then picks this teacher on /st/schedule ("Choose {name}").
 */
export async function purchasePack(
  page: Page,
  teacher: Pick<Person, "id">,
  opts: PurchaseOptions = {},
): Promise<Purchase> {
  const classes = opts.classes ?? 8;
  await page.goto(teacherPaymentPath(teacher));
  await tapUntil(
    page.locator("label", { hasText: new RegExp(`^${classes} classes`) }),
    page.getByRole("heading", { name: new RegExp(`${classes} classes`) }),
  );
  if (opts.promo) {
    await page.getByLabel("Promo code").fill(opts.promo);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Promocode applied successfully.")).toBeVisible();
  }
  await tapUntil(
    page.getByRole("button", { name: "Pay now" }),
    page.getByRole("heading", { level: 1, name: "Pay for your order" }),
  );
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  if (opts.outcome === "failed") {
    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The payment failed" })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Payment received: your classes are credited" }),
    ).toBeVisible();
  }
  return { reference, classes };
}
