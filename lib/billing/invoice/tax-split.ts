import { GST_PERCENT } from "../price/gst";

/** SAC (services accounting code) of the invoice line: commercial training and coaching services. */
export const SAC_CODE = "999293";

export interface TaxSplit {
  /** Intra-state supply: central and state tax, each half of the rate. */
  cgstMinor: number;
  sgstMinor: number;
  /** Inter-state supply: integrated tax at the full rate. */
  igstMinor: number;
  /** The rates as printed ("9%", "18%"). */
  halfRate: string;
  fullRate: string;
  intraState: boolean;
}

/**
 * Splits the GST the ledger charged (orders.gst_minor: the amounts never change after payment) by
 * place of supply: the seller's own state gives CGST + SGST (half each; an odd paisa goes to SGST so
 * the two always add up to the ledger), any other state IGST.
 */
export function splitGst(gstMinor: number, placeOfSupply: string, sellerState: string): TaxSplit {
  const intraState = placeOfSupply === sellerState;
  const cgstMinor = intraState ? Math.floor(gstMinor / 2) : 0;
  return {
    cgstMinor,
    sgstMinor: intraState ? gstMinor - cgstMinor : 0,
    igstMinor: intraState ? 0 : gstMinor,
    halfRate: `${GST_PERCENT / 2}%`,
    fullRate: `${GST_PERCENT}%`,
    intraState,
  };
}
