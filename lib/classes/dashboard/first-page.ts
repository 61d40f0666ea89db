import { CLASS_RULES } from "../constants";

/** The class lists' first page, as both dashboards open them (the client pages on from there). */
export const FIRST_PAGE = { page: 1, limit: CLASS_RULES.listPageSize, action: "list" } as const;
