import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Empty page (measuring)",
  robots: { index: false, follow: false },
};

/**
 * An empty page: the floor of first-load JavaScript in this build (the framework runtime plus the
 * root layout's client parts), which `npm run lighthouse` compares every public page against
 * (issue 15). It reads nothing and shows nothing.
 */
export default function EmptyPage() {
  return null;
}
