import type { Metadata } from "next";
import { DemoLeadForm } from "@/components/growth/demo-lead-form";
import { getDb } from "@/db";
import { loadSignupStreams } from "@/lib/catalog/load-signup-streams";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Book a free demo class" };

/** /free-demo: the demo-lead form (spec 1 demo leads). */
export default async function FreeDemoPage() {
  const streams = await loadSignupStreams(await getDb());
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">Book a free demo class</h1>
      <p className="mb-6 text-sm text-slate-600">
        Tell us what you want to learn and when. We confirm your demo by phone.
      </p>
      <DemoLeadForm categories={streams.map((s) => s.name)} />
    </main>
  );
}
