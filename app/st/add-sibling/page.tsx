import type { Metadata } from "next";
import { AddSiblingForm } from "@/components/family/add-sibling-form";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Add a sibling", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /st/add-sibling: a parent adds another child to the family (spec 3 add-sibling form). */
export default async function AddSiblingPage() {
  await requireAreaUser("student");
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Family</p>
      <h1 className="mt-1 text-2xl font-bold">Add a sibling</h1>
      <p className="mt-2 mb-6 text-slate-700">
        The child uses the family&apos;s mobile and e-mail: no password or phone of their own.
      </p>
      <AddSiblingForm />
    </section>
  );
}
