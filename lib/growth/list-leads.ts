import { desc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { demoLeads } from "@/db/schema";

/** The newest demo leads, for the admin list (no password hash leaves the server). */
export function listDemoLeads(db: Db, limit = 200) {
  return db
    .select({
      id: demoLeads.id,
      name: demoLeads.name,
      email: demoLeads.email,
      countryCode: demoLeads.countryCode,
      mobile: demoLeads.mobile,
      category: demoLeads.category,
      subject: demoLeads.subject,
      budget: demoLeads.budget,
      preferredAt: demoLeads.preferredAt,
      timeZone: demoLeads.timeZone,
      createdAt: demoLeads.createdAt,
    })
    .from(demoLeads)
    .orderBy(desc(demoLeads.createdAt), desc(demoLeads.id))
    .limit(limit);
}
export type DemoLeadRow = Awaited<ReturnType<typeof listDemoLeads>>[number];
