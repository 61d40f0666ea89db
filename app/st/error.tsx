"use client";

import { AreaError } from "@/components/states/area-error";

/** Every page of the student area when it fails: try again, or back to the dashboard. */
export default function AreaErrorPage(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <AreaError {...props} dashboard="/st/dashboard" />;
}
