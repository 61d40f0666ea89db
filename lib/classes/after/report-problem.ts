import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contractProblemReports, contracts } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { notFound } from "../../errors";
import { AFTER_MESSAGES } from "./messages";

/** A student reports a problem, about one of their own purchases (contracts) or in general. */
export async function reportContractProblem(
  db: Db,
  user: SessionUser,
  input: { contractId?: number; problem: string },
) {
  if (input.contractId !== undefined) {
    const [contract] = await db
      .select({ studentId: contracts.studentId })
      .from(contracts)
      .where(eq(contracts.id, input.contractId));
    // Someone else's purchase is answered like an unknown one: ids reveal nothing.
    if (!contract || contract.studentId !== user.id)
      throw notFound(AFTER_MESSAGES.contractNotFound);
  }
  const [row] = await db
    .insert(contractProblemReports)
    .values({ userId: user.id, contractId: input.contractId ?? null, problem: input.problem })
    .returning({ id: contractProblemReports.id });
  return { id: row!.id };
}
