/** POST {v1}saveStudentsInterest: the same call as /saveStudentsInterest, for clients on the v1 base. */
export { POST } from "@/app/saveStudentsInterest/route";

export const dynamic = "force-dynamic";
