export interface CountrySeed {
  name: string;
  /** ISO 3166-1 alpha-2. */
  iso2: string;
  dialCode: string;
  region: string;
  /**
   * The currency a visitor from this country is billed in. Classes are priced in INR and USD only
   * (teachers set both), so every country outside India is billed in USD.
   */
  currency: "INR" | "USD";
  /** Regional offer, whole percent. */
  offerPercentage: number;
  sortOrder: number;
}

type Row = [name: string, iso2: string, dialCode: string, region: string, offer?: number];

// India first, then the countries most of our families abroad live in, then the rest.
const ROWS: readonly Row[] = [
  ["India", "IN", "+91", "Asia"],
  ["United States", "US", "+1", "North America"],
  ["United Kingdom", "GB", "+44", "Europe"],
  ["United Arab Emirates", "AE", "+971", "Middle East", 15],
  ["Canada", "CA", "+1", "North America"],
  ["Australia", "AU", "+61", "Oceania"],
  ["Singapore", "SG", "+65", "Asia"],
  ["Saudi Arabia", "SA", "+966", "Middle East", 15],
  ["Qatar", "QA", "+974", "Middle East", 10],
  ["Kuwait", "KW", "+965", "Middle East", 10],
  ["Oman", "OM", "+968", "Middle East", 10],
  ["Bahrain", "BH", "+973", "Middle East", 10],
  ["Nepal", "NP", "+977", "Asia"],
  ["Bangladesh", "BD", "+880", "Asia"],
  ["Sri Lanka", "LK", "+94", "Asia"],
  ["Malaysia", "MY", "+60", "Asia"],
  ["New Zealand", "NZ", "+64", "Oceania"],
  ["Germany", "DE", "+49", "Europe"],
  ["France", "FR", "+33", "Europe"],
  ["Netherlands", "NL", "+31", "Europe"],
  ["Ireland", "IE", "+353", "Europe"],
  ["South Africa", "ZA", "+27", "Africa"],
  ["Kenya", "KE", "+254", "Africa"],
  ["Nigeria", "NG", "+234", "Africa"],
  ["Hong Kong", "HK", "+852", "Asia"],
  ["Japan", "JP", "+81", "Asia"],
  ["Thailand", "TH", "+66", "Asia"],
  ["Indonesia", "ID", "+62", "Asia"],
  ["Philippines", "PH", "+63", "Asia"],
  ["Mauritius", "MU", "+230", "Africa"],
];

export const COUNTRIES: readonly CountrySeed[] = ROWS.map(
  ([name, iso2, dialCode, region, offer], index) => ({
    name,
    iso2,
    dialCode,
    region,
    currency: iso2 === "IN" ? "INR" : "USD",
    offerPercentage: offer ?? 0,
    sortOrder: index + 1,
  }),
);
