import { SITE_NAME } from "../../site";
import { gstStateName } from "./gst-states";

/**
 * The seller on tax invoices. SELLER_GSTIN, SELLER_LEGAL_NAME and SELLER_ADDRESS come from the
 * environment; unset, a demo seller registered in Karnataka is used (README, decision 019), so a
 * demo prints complete invoices. A real deployment must set its own.
 */
export const DEMO_SELLER_GSTIN = "29AAFCT1234H1Z5";

export interface Seller {
  legalName: string;
  address: string;
  gstin: string;
  /** The GST state code of the seller's registration (the GSTIN's first two digits). */
  stateCode: string;
  stateName: string;
}

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function sellerFromEnv(env: Record<string, string | undefined> = process.env): Seller {
  const gstin = env.SELLER_GSTIN?.trim().toUpperCase() || DEMO_SELLER_GSTIN;
  const stateCode = gstin.slice(0, 2);
  return {
    legalName: env.SELLER_LEGAL_NAME?.trim() || `${SITE_NAME} Learning Private Limited`,
    address: env.SELLER_ADDRESS?.trim() || "12 MG Road, Bengaluru 560001, Karnataka",
    gstin,
    stateCode,
    stateName: gstStateName(stateCode) ?? stateCode,
  };
}
