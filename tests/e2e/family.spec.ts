import { expect, loginWithPassword, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

// The family core from a phone (issue 16 part A; the screens come with part B): the demo parent,
// signed in as Aarav, adds a child with a date of birth, switches to that child by the link the
// switcher uses, and the student area then acts as the new child; switching back works the same.
test("a parent adds a child and switches to it, and back", async ({ page }) => {
  await loginWithPassword(page, {
    identifier: "student@demo.tutor.example",
    password: "Demo@1234",
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Aarav Mehta");

  const dob = new Date();
  dob.setUTCFullYear(dob.getUTCFullYear() - 6);
  const added = await page.request.post("/submit-sibling-info", {
    data: {
      first_name: "Kabir",
      last_name: "Mehta",
      sex: 1,
      dob: dob.toISOString().slice(0, 10),
      school_name: "Delhi Public School, Pune",
    },
  });
  expect(added.status()).toBe(200);
  const { sibling_id: kabir } = (await added.json()) as { sibling_id: number };

  const family = await page.request.get("/ng-api/v1/getSelfAndSiblings");
  const names = ((await family.json()) as { userAndSiblings: { name: string }[] }).userAndSiblings;
  expect(names.map((c) => c.name)).toEqual(["Aarav Mehta", "Diya Mehta", "Kabir Mehta"]);

  await page.goto(`/switch-sibling-user/${kabir}`);
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Kabir Mehta");

  const self = (await (await page.request.get("/ng-api/v1/getSelfAndSiblings")).json()) as {
    userAndSiblings: { sibling_id: number; name: string }[];
  };
  const aarav = self.userAndSiblings.find((c) => c.name === "Aarav Mehta")!;
  await page.goto(`/switch-sibling-user/${aarav.sibling_id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Aarav Mehta");
});

test("switching to a child of another family is refused and keeps the session", async ({
  page,
}) => {
  await loginWithPassword(page, {
    identifier: "student@demo.tutor.example",
    password: "Demo@1234",
  });
  const family = (await (await page.request.get("/ng-api/v1/getSelfAndSiblings")).json()) as {
    userAndSiblings: { sibling_id: number }[];
  };
  const mine = family.userAndSiblings.map((c) => c.sibling_id);
  // A seeded account outside the family (another student, the demo teacher or the admin).
  const other = [1, 2, 3, 4, 5].find((id) => !mine.includes(id))!;
  const refused = await page.request.get(`/switch-sibling-user/${other}`);
  expect(refused.status()).toBe(403);
  await page.goto("/st/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Aarav Mehta");
});
