import { z } from "zod";
import { ROLES } from "./roles";

export const passwordLoginSchema = z.object({
  identifier: z.string().trim().min(1, "Please enter your registered e-mail or mobile number."),
  password: z.string().min(1, "Please enter your password."),
  role: z.enum(ROLES.filter((r) => r !== "admin") as ["student", "teacher"], {
    error: "Please choose whether you are a student or a teacher.",
  }),
});
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;
