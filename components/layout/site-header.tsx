import Link from "next/link";
import { HeaderLogin } from "@/components/auth/header-login";
import { ChatUnreadBadge } from "@/components/chat/chat-unread-badge";
import { ChildSwitcher } from "@/components/family/child-switcher";
import { buttonClasses } from "@/components/ui";
import { dashboardPath } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import type { SignupStream } from "@/lib/catalog/load-signup-streams";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";

/**
 * The site's header: logo, search and the account menu (the user's dashboard and log out, or
 * the login dialog with the signup streams of lib/catalog/load-signup-streams).
 */
export function SiteHeader({
  user,
  signupStreams,
}: {
  user: SessionUser | null;
  signupStreams: SignupStream[];
}) {
  return (
    <header className="top-0 z-30 sm:sticky border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Logo />
        <HeaderSearch className="order-last w-full md:order-none md:ml-4 md:w-auto md:max-w-md md:flex-1" />
        <nav
          aria-label="Account"
          className="ml-auto flex min-w-0 max-w-full flex-wrap items-center justify-end gap-2"
        >
          {user ? (
            <>
              <ChatUnreadBadge role={user.role} />
              <ChildSwitcher user={user} />
              <Link href={dashboardPath(user.role)} className={buttonClasses("ghost", "sm")}>
                <span className="block max-w-[7rem] truncate sm:max-w-[9rem]">
                  {user.name || "My dashboard"}
                </span>
              </Link>
              <LogoutButton />
            </>
          ) : (
            <HeaderLogin streams={signupStreams} />
          )}
        </nav>
      </div>
    </header>
  );
}
