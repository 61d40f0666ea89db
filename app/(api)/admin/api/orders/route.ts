import { listAdminOrders } from "@/lib/admin/orders";
import { ordersQuery } from "@/lib/admin/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/api/orders?q=&status=&currency=&provider=: orders, newest first. */
export const GET = route({ access: ["admin"], query: ordersQuery }, async ({ db, query }) => ({
  orders: await listAdminOrders(db, query),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
