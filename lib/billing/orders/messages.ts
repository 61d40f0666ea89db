/** What the order actions say to the family (My orders, the return page). */
export const ORDER_MESSAGES = {
  notFound: "Order not found.",
  alreadyPaid: "This order is already paid: it cannot be cancelled or paid again.",
  cancelled: "The order was cancelled. Its promo code and wallet amount are free again.",
  alreadyCancelled: "This order was already cancelled.",
  retryCancelled: "This order was cancelled. Choose the pack again to buy it.",
} as const;
