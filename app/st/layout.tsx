import { requireAreaUser } from "@/lib/auth/guard";

/** The student area (prefix st): students only, checked on the server for every page. */
export default async function StudentAreaLayout({ children }: { children: React.ReactNode }) {
  await requireAreaUser("student");
  return children;
}
