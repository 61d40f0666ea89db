import { unknownCallRoutes } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** Any /api/ path no call answers: 404 in the JSON error envelope (decision 011). */
export const { GET, POST, PUT, PATCH, DELETE } = unknownCallRoutes("/api/");
