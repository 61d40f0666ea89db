/** The site's main entries: the header's links (and phone menu) and the footer show the same. */
export const MAIN_LINKS = [
  { href: "/courses", label: "All courses" },
  { href: "/search", label: "All teachers" },
  { href: "/workshops", label: "Workshops" },
  { href: "/community", label: "Community" },
] as const;
