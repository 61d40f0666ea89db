import type { Metadata } from "next";
import Link from "next/link";
import { LoginPageFlow } from "@/components/auth/login-page-flow";
import { Alert, buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { dashboardPath } from "@/lib/auth/roles";
import { getSessionUser } from "@/lib/auth/session";
import { loadSignupStreams } from "@/lib/catalog/load-signup-streams";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

export default async function LoginPage() {
  const user = await getSessionUser();
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">Login</h1>
      {user ? (
        <div className="mt-6 flex flex-col gap-4">
          <Alert variant="info">{LOGIN_MESSAGES.alreadyLoggedIn}</Alert>
          <Link href={dashboardPath(user.role)} className={buttonClasses("primary")}>
            Go to my dashboard
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <LoginPageFlow streams={await loadSignupStreams(await getDb())} />
        </div>
      )}
    </section>
  );
}
