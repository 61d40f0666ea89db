import { Button } from "@/components/ui";
import { logoutAction } from "@/lib/auth/actions";

export function LogoutButton() {
  return (
    <form action={logoutAction}>
      <Button type="submit" variant="secondary" size="sm">
        Logout
      </Button>
    </form>
  );
}
