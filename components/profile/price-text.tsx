import type { Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";

/**
 * A price that keeps its width when the currency changes. A first-time visitor's page is rendered
 * in the default zone's currency (INR); once the browser's zone is known (TimeZoneSync) the page
 * refreshes, and "₹1,499" may become "$20". The text is an inline-block at least 5ch wide with
 * tabular digits, so the swap does not move what follows it.
 */
export function PriceText({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: Currency;
  className?: string;
}) {
  return (
    <span
      data-price
      data-currency={currency}
      className={`inline-block min-w-[5ch] tabular-nums ${className ?? ""}`}
    >
      {formatMoney(minor, currency)}
    </span>
  );
}
