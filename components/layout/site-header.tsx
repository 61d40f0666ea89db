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
import { PhoneMenu } from "./phone-menu";
import { MAIN_LINKS } from "./site-links";
import { TimeZoneSwitcher } from "./time-zone-switcher";
import { CURRENCY_SYMBOL, currencyForTimeZone } from "@/lib/money/currency";
import { zoneCity } from "@/lib/money/zone-label";

/**
 * The site's header: logo, the main links (a phone menu on small screens), search, the zone and
 * currency switcher and the account menu (the user's dashboard and log out, or the login dialog
 * with the signup streams of lib/catalog/load-signup-streams). `zone` is the zone the page's times
 * and prices are rendered for.
 */
export function SiteHeader({
  user,
  signupStreams,
  zone,
}: {
  user: SessionUser | null;
  signupStreams: SignupStream[];
  zone: string;
}) {
  return (
    <header className="relative top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <PhoneMenu />
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={buttonClasses("ghost", "sm")}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="order-last w-full lg:order-none lg:ml-2 lg:w-auto lg:max-w-sm lg:flex-1" />
        <TimeZoneSwitcher zone={zone} className={`${buttonClasses("ghost", "sm")} min-h-11`}>
          <span className="sr-only">Time zone and currency: </span>
          <span className="block max-w-[7rem] truncate">{zoneCity(zone)}</span>
          <span aria-hidden="true">·</span>
          {CURRENCY_SYMBOL[currencyForTimeZone(zone)]}
        </TimeZoneSwitcher>
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
