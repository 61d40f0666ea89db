import type { ReactNode } from "react";
import { HomeSection } from "@/components/home/section";

/** A titled section (h2) inside a course page or list, spaced from the one before. */
export function CourseSection(props: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return <HomeSection {...props} className="mt-12" />;
}
