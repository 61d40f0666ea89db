import Link from "next/link";
import { Alert, buttonClasses } from "@/components/ui";
import type { OrderWithPack } from "@/lib/billing/payments/order-lookup";
import { schedulePath } from "@/lib/scheduling/pack-schedule/paths";
import { CheckoutOrderActions } from "./checkout-order-actions";
import { CheckoutSummary } from "./checkout-summary";

const TITLES = {
  fulfilled: "Payment received: your classes are credited",
  paid: "Payment received",
  created: "Waiting for the payment",
  failed: "The payment failed",
  refunded: "This order was refunded",
  expired: "This order expired before it was paid",
  cancelled: "This order was cancelled",
} as const;

/** The return page: what happened to the order, for its owner. */
export function CheckoutResult({
  order,
  failedHint,
  proofRejected,
}: {
  order: OrderWithPack | null;
  failedHint: boolean;
  proofRejected: boolean;
}) {
  if (!order) {
    return (
      <main className="mx-auto max-w-lg px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">Thank you</h1>
        <Alert variant={failedHint ? "error" : "info"}>
          {failedHint
            ? "The payment failed. Please try again."
            : "Log in to see the status of your order."}
        </Alert>
      </main>
    );
  }
  const status = order.order.status;
  const shownFailed = status === "failed" || (failedHint && status === "created");
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{TITLES[shownFailed ? "failed" : status]}</h1>
      {shownFailed ? (
        <Alert variant="error" className="mb-4">
          The payment failed. Nothing was charged: try again, or cancel the order.
        </Alert>
      ) : status === "fulfilled" ? (
        <Alert variant="success" className="mb-4">
          {order.totalClasses} classes of {order.packName} are now in your account.
        </Alert>
      ) : null}
      {proofRejected ? (
        <Alert variant="warning" className="mb-4">
          We could not confirm this payment from the link; it will show once the provider tells us.
        </Alert>
      ) : null}
      <p className="mb-2 text-sm text-slate-600">
        Order {order.order.reference} · status <span data-testid="order-status">{status}</span>
      </p>
      <CheckoutSummary order={order} />
      {shownFailed || status === "expired" ? (
        <CheckoutOrderActions reference={order.order.reference} />
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {status === "fulfilled" ? (
          <Link
            href={schedulePath(order.subjectId, order.order.teacherId)}
            className={buttonClasses("primary")}
          >
            Schedule your classes
          </Link>
        ) : null}
        <Link
          href="/st/orders"
          className={buttonClasses(status === "fulfilled" ? "secondary" : "primary")}
        >
          My orders
        </Link>
        <Link href="/st/dashboard" className={buttonClasses("secondary")}>
          Dashboard
        </Link>
      </div>
    </main>
  );
}
