import { describe, expect, it } from "vitest";
import { CATEGORY_RULES, CONTEST_MESSAGES, STREAMING_MESSAGES, VOTE_MESSAGES } from "./rules";
import {
  campaignRatingRequest,
  streamingPostFields,
  talentHuntForm,
  verifyVoteRequest,
} from "./schemas";

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const form = {
  st_name: "Meera Shah",
  mobile: "9811100001",
  email: "a@b.example",
  age: "9",
  category: "Singing",
  terms: true,
};

describe("talent-hunt form", () => {
  it("accepts a complete form", () => {
    expect(talentHuntForm.parse(form)).toMatchObject({ st_name: "Meera Shah", age: 9 });
  });
  it("keeps the spec's messages, typos included", () => {
    expect(errorsOf(talentHuntForm.safeParse({ ...form, st_name: "M3era" })).st_name).toBe(
      "Please Enter Valid Name",
    );
    expect(errorsOf(talentHuntForm.safeParse({ ...form, mobile: "98111000011" })).mobile).toBe(
      "Pleas Enter Valid Mobile Number",
    );
    expect(errorsOf(talentHuntForm.safeParse({ ...form, email: "x" })).email).toBe(
      "Please Enter Valid Email",
    );
    expect(errorsOf(talentHuntForm.safeParse({ ...form, terms: false })).terms).toBe(
      CONTEST_MESSAGES.termsRequired,
    );
  });
});

describe("streaming post", () => {
  it("answers the seven messages of an empty form", () => {
    expect(errorsOf(streamingPostFields.safeParse({}))).toEqual({
      student_id: STREAMING_MESSAGES.child,
      student_age: STREAMING_MESSAGES.childAge,
      category: STREAMING_MESSAGES.category,
      title: STREAMING_MESSAGES.title,
      description: STREAMING_MESSAGES.description,
      consent: STREAMING_MESSAGES.consent,
    });
  });
  it("maps each category to what it accepts", () => {
    expect(CATEGORY_RULES[98]).toMatchObject({ medType: 2, maxBytes: 5 * 1024 * 1024 });
    for (const c of [69, 57, 85, 204] as const) {
      expect(CATEGORY_RULES[c]).toMatchObject({ medType: 1, maxBytes: 200 * 1024 * 1024 });
    }
    expect(CATEGORY_RULES[205].formatMessage).toBe("Format should be Word document or PDF only.");
    expect(errorsOf(streamingPostFields.safeParse({ category: "99" })).category).toBe(
      STREAMING_MESSAGES.category,
    );
  });
});

describe("votes and ratings", () => {
  it("needs mobile, name and OTP", () => {
    expect(errorsOf(verifyVoteRequest.safeParse({ entry_id: 1 }))).toMatchObject({
      mobile_num: VOTE_MESSAGES.mobileRequired,
      name: VOTE_MESSAGES.nameRequired,
      otp: VOTE_MESSAGES.otpRequired,
    });
  });
  it("takes ratings 1 to 5 only", () => {
    expect(campaignRatingRequest.safeParse({ cid: "MTI=", rating: "5" }).data).toEqual({
      cid: 12,
      rating: 5,
    });
    expect(campaignRatingRequest.safeParse({ cid: 12, rating: 0 }).success).toBe(false);
  });
});
