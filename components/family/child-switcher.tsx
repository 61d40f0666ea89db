import { cn } from "@/components/ui";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadHeaderChildren } from "@/lib/family/profile/header-family";

/**
 * Who the session acts as, and one tap to act as another child of the family (GET
 * /switch-sibling-user/{id}, which re-issues the session and lands on /st/dashboard). Shown only
 * to a student whose family has two or more children. Plain links, never prefetched: following
 * one changes the session.
 */
export async function ChildSwitcher({ user }: { user: SessionUser | null }) {
  const children = await loadHeaderChildren(user);
  if (children.length === 0) return null;
  return (
    <nav aria-label="Acting as" className="flex items-center gap-1 text-sm">
      <span className="sr-only sm:not-sr-only sm:mr-1 sm:text-slate-700">Acting as</span>
      <ul className="flex flex-wrap gap-1 rounded-full bg-slate-100 p-1">
        {children.map((child) => (
          <li key={child.id}>
            {child.current ? (
              <span
                aria-current="true"
                className="block rounded-full bg-indigo-700 px-3 py-1 font-semibold text-white"
              >
                {child.firstName}
              </span>
            ) : (
              // A plain link: a session switch is a real navigation, never prefetched.
              <a
                href={`/switch-sibling-user/${child.id}`}
                className={cn(
                  "block rounded-full px-3 py-1 font-medium text-slate-800",
                  "hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-700",
                )}
                title={`Switch to ${child.firstName}`}
              >
                {child.firstName}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
