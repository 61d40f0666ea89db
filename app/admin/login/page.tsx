import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/login-form";
import { safeSitePath } from "@/lib/auth/redirect-after-login";
import { getSessionUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Admin sign-in",
  robots: { index: false, follow: false },
};

/** /admin/login: password, then an OTP sent to the admin's e-mail (lib/admin/sign-in.ts). */
export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string }>;
}) {
  const { next } = await searchParams;
  const path = safeSitePath(next);
  const target = path && (path === "/admin" || path.startsWith("/admin/")) ? path : "/admin";
  const user = await getSessionUser();
  if (user?.role === "admin") redirect(target);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">Admin sign-in</h1>
      <p className="text-slate-700">
        Sign in with your admin e-mail and password; we then send a one-time code to your e-mail.
        Sessions last 8 hours.
      </p>
      <AdminLoginForm next={target} />
    </div>
  );
}
