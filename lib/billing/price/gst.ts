/** GST in percent; charged only when the pack currency is INR (spec 1 §9, spec 3 §9). */
export const GST_PERCENT = 18;

/**
 * The one label of the GST line, derived from the rate (decision 014): the plan page, the price
 * summary, the checkout, the order list and the receipt all show "GST (18%)".
 */
export const GST_LABEL = `GST (${GST_PERCENT}%)`;
