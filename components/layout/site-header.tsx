import Link from "next/link";
import { HeaderLogin } from "@/components/auth/header-login";
import { buttonClasses } from "@/components/ui";
import { getSessionUser } from "@/lib/auth/session";
import { dashboardPath } from "@/lib/auth/roles";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";
import { getSignupStreams } from "./signup-streams";

export async function SiteHeader() {
  const user = await getSessionUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Logo />
        <HeaderSearch className="order-last w-full md:order-none md:ml-4 md:w-auto md:max-w-md md:flex-1" />
        <nav aria-label="Account" className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <Link href={dashboardPath(user.role)} className={buttonClasses("ghost", "sm")}>
                <span className="max-w-[9rem] truncate">{user.name || "My dashboard"}</span>
              </Link>
              <LogoutButton />
            </>
          ) : (
            <HeaderLogin streams={await getSignupStreams()} />
          )}
        </nav>
      </div>
    </header>
  );
}
