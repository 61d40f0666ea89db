import { TALENT_CATEGORIES } from "@/lib/contest/rules";

/** The talent-hunt categories as select options. */
export const TALENT_CATEGORY_OPTIONS = TALENT_CATEGORIES.map((c) => ({ value: c, label: c }));
