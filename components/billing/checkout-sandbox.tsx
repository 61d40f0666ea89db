import { buttonClasses } from "@/components/ui";
import type { OrderWithPack } from "@/lib/billing/payments/order-lookup";
import { CheckoutSummary } from "./checkout-summary";

/**
 * The built-in sandbox checkout (the offline stand-in for a payment provider's page). Plain form
 * posts: no script needed, and the browser follows the redirect to our return page.
 */
export function CheckoutSandbox({ order }: { order: OrderWithPack }) {
  const action = `/checkout/sandbox/${encodeURIComponent(order.order.reference)}/pay`;
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <p className="mb-2 text-sm font-semibold tracking-wide text-amber-800 uppercase">
        Sandbox payment: no real money moves
      </p>
      <h1 className="mb-1 text-2xl font-bold">Pay for your order</h1>
      <p className="mb-6 text-sm text-slate-600">Order {order.order.reference}</p>
      <CheckoutSummary order={order} />
      <form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          name="outcome"
          value="paid"
          className={buttonClasses("primary", "lg")}
        >
          Pay
        </button>
        <button
          type="submit"
          name="outcome"
          value="failed"
          className={buttonClasses("secondary", "lg")}
        >
          Fail
        </button>
      </form>
    </main>
  );
}
