import Link from "next/link";
import { DashboardCard } from "@/components/layout/dashboard-sections";

/** The dashboard's family card: the profile update, adding a sibling and buddy batches. */
export function FamilyLinks() {
  return (
    <DashboardCard id="family" title="My family">
      <ul className="flex flex-col gap-2">
        <li>
          <Link href="/st/profile" className="font-medium text-indigo-700 underline">
            Update profile
          </Link>
        </li>
        <li>
          <Link href="/st/add-sibling" className="font-medium text-indigo-700 underline">
            Add a sibling
          </Link>
        </li>
        <li>
          <Link href="/st/buddy" className="font-medium text-indigo-700 underline">
            Learn with friends (buddy batch)
          </Link>
        </li>
      </ul>
    </DashboardCard>
  );
}
