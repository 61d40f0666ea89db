import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireAreaUser } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: { default: "Operations", template: "%s · Operations" },
  robots: { index: false, follow: false, nocache: true },
};

/** The operations console (issue 27): admins only, checked on the server for every page. */
export default async function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const admin = await requireAreaUser("admin");
  return (
    <>
      <AdminNav name={admin.name} />
      <div className="mx-auto max-w-6xl px-4 py-6">{children}</div>
    </>
  );
}
