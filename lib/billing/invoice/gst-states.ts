/**
 * India's GST state codes (the first two digits of a GSTIN and the code of a place of supply), by
 * the state or union territory's name as the profile form stores it.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

const BY_LOWER = new Map(Object.entries(GST_STATE_CODES).map(([n, c]) => [n.toLowerCase(), c]));
const BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([n, c]) => [c, n]));

/** The GST code of a state name (any case, trimmed); null when unknown or blank. */
export function gstStateCode(name: string | null | undefined): string | null {
  return name ? (BY_LOWER.get(name.trim().toLowerCase()) ?? null) : null;
}

/** The state's name for a GST code; null when unknown. */
export function gstStateName(code: string): string | null {
  return BY_CODE.get(code) ?? null;
}
