/**
 * States and union territories for the profile form (spec 3 `api/get-all-states`): every Indian
 * state and union territory, and the main ones of the countries most families abroad live in.
 */
const BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  IN: [
    "Andhra Pradesh",
    "Arunachal Pradesh",
    "Assam",
    "Bihar",
    "Chhattisgarh",
    "Goa",
    "Gujarat",
    "Haryana",
    "Himachal Pradesh",
    "Jharkhand",
    "Karnataka",
    "Kerala",
    "Madhya Pradesh",
    "Maharashtra",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Odisha",
    "Punjab",
    "Rajasthan",
    "Sikkim",
    "Tamil Nadu",
    "Telangana",
    "Tripura",
    "Uttar Pradesh",
    "Uttarakhand",
    "West Bengal",
    "Andaman and Nicobar Islands",
    "Chandigarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Delhi",
    "Jammu and Kashmir",
    "Ladakh",
    "Lakshadweep",
    "Puducherry",
  ],
  US: ["California", "Illinois", "New Jersey", "New York", "Texas", "Washington"],
  GB: ["England", "Northern Ireland", "Scotland", "Wales"],
  AE: ["Abu Dhabi", "Ajman", "Dubai", "Fujairah", "Ras Al Khaimah", "Sharjah", "Umm Al Quwain"],
  CA: ["Alberta", "British Columbia", "Ontario", "Quebec"],
  AU: ["New South Wales", "Queensland", "South Australia", "Victoria", "Western Australia"],
};

export const STATES: readonly { name: string; countryIso2: string }[] = Object.entries(
  BY_COUNTRY,
).flatMap(([countryIso2, names]) => names.map((name) => ({ name, countryIso2 })));
