import { requireAreaUser } from "@/lib/auth/guard";

/** The teacher area (prefix em): teachers only, checked on the server for every page. */
export default async function TeacherAreaLayout({ children }: { children: React.ReactNode }) {
  await requireAreaUser("teacher");
  return children;
}
