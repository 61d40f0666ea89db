import type { Metadata } from "next";
import { DemoLeadsTable } from "@/components/growth/demo-leads-table";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { listDemoLeads } from "@/lib/growth/list-leads";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Demo leads", robots: { index: false, follow: false } };

/** /admin/leads: the demo leads, newest first; admins only (checked on the server). */
export default async function AdminLeadsPage() {
  await requireAreaUser("admin");
  const leads = await listDemoLeads(await getDb());
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Demo leads</h1>
      <DemoLeadsTable leads={leads} />
    </main>
  );
}
