import { PageLoading } from "@/components/states/page-loading";

/** Every page of the teacher area while it loads (issue 26: no blank screen). */
export default function Loading() {
  return <PageLoading label="Loading your page" />;
}
