import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, smtpTransport, type MailSender } from "./smtp-transport";

/** nodemailer's JSON transport builds the real message without any network; we keep what it built. */
function jsonMailer() {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  const sent: Record<string, unknown>[] = [];
  const sender: MailSender = {
    async sendMail(mail) {
      const info = await transporter.sendMail(mail);
      sent.push(JSON.parse(info.message) as Record<string, unknown>);
      return info;
    },
  };
  return { sender, sent };
}

describe("smtpTransport", () => {
  it("sends a plain-text e-mail from MAIL_FROM with the subject and body", async () => {
    const mailer = jsonMailer();
    const transport = smtpTransport({
      from: "Tutors <hello@tutors.example>",
      transporter: mailer.sender,
    });
    await transport.send({
      channel: "email",
      to: "parent@example.com",
      subject: "Your TutorLive OTP",
      body: "123456 is your TutorLive OTP.",
    });
    expect(transport.name).toBe("smtp");
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      from: { address: "hello@tutors.example", name: "Tutors" },
      to: [{ address: "parent@example.com", name: "" }],
      subject: "Your TutorLive OTP",
      text: "123456 is your TutorLive OTP.",
    });
  });

  it("defaults the sender, and the subject to the site's name", async () => {
    const mailer = jsonMailer();
    await smtpTransport({ transporter: mailer.sender }).send({
      channel: "email",
      to: "kid@example.com",
      body: "Hello",
    });
    expect(DEFAULT_MAIL_FROM).toBe("TutorLive <no-reply@tutorlive.example>");
    expect(mailer.sent[0]).toMatchObject({
      from: { address: "no-reply@tutorlive.example", name: "TutorLive" },
      subject: "TutorLive",
      text: "Hello",
    });
  });

  it("passes a transporter failure on to the caller", async () => {
    const transport = smtpTransport({
      transporter: { sendMail: () => Promise.reject(new Error("535 Authentication failed")) },
    });
    await expect(
      transport.send({ channel: "email", to: "a@example.com", body: "x" }),
    ).rejects.toThrow("535 Authentication failed");
  });

  it("builds its nodemailer transporter from SMTP_URL lazily, and needs one of the two", () => {
    expect(() => smtpTransport({ url: "smtp://user:pass@127.0.0.1:2525" })).not.toThrow();
    expect(() => smtpTransport({})).toThrow(/SMTP url or a transporter/);
  });
});
