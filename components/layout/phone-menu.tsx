"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { buttonClasses } from "@/components/ui";
import { MAIN_LINKS } from "./site-links";

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The header's menu on a phone: a disclosure button (aria-expanded) that shows the site's main
 * links. Opening moves focus to the first link, Escape closes and gives focus back to the button,
 * and following a link closes it. Until the page is interactive (and without JavaScript) the button
 * is a link to the footer, which lists the same entries.
 */
export function PhoneMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (open) panel.current?.querySelector("a")?.focus();
  }, [open]);

  const classes = `${buttonClasses("ghost", "sm")} min-h-11 min-w-11 md:hidden`;
  if (!hydrated) {
    return (
      <a href="#site-links" className={classes}>
        <MenuIcon />
        Menu
      </a>
    );
  }
  return (
    <div
      className="md:hidden"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className={classes}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
      >
        <MenuIcon />
        Menu
      </button>
      <ul
        id={id}
        ref={panel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white px-4 py-2 shadow-lg"
      >
        {MAIN_LINKS.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded px-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
