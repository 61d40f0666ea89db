/**
 * Route files under app/ that answer no legacy call, and why. Every other route file must have a
 * row in the table for each method it takes (lib/legacy/table.test.ts).
 */
export const NON_LEGACY_ROUTES: Record<string, string> = {
  "app/(api)/api/auth/[...nextauth]/route.ts": "Auth.js's own calls (the new UI's login)",
  "app/(api)/api/logout/route.ts": "the new UI's logout",
  "app/(api)/api/health/route.ts": "health check for the load balancer",
  "app/(api)/api/dev/clock/route.ts": "development clock (off unless enabled)",
  "app/(api)/api/dev/outbox/route.ts": "development outbox (off unless enabled)",
  "app/(api)/api/chat/stream/route.ts": "live chat: server-sent events (decision 021)",
  "app/(api)/media/avatar/[id]/route.ts": "serves profile photos",
  "app/(api)/media/file/[id]/route.ts":
    "serves media-library files to the owner and shares (issue 17)",
  "app/(api)/media/file/[id]/[variant]/route.ts":
    "serves media-library web variants and thumbnails",
  "app/(api)/community-media/[id]/route.ts":
    "serves a community post's medium to whoever may see the post (decision 032)",
  "app/(api)/community-media/[id]/thumb/route.ts": "serves a community post's thumbnail",
  "app/(api)/api/community/report/route.ts": "reports a community post or comment (decision 032)",
  "app/(api)/api/community/moderation/route.ts":
    "the community moderation queue of a teacher or admin (decision 032)",
  "app/(api)/api/community/consent/route.ts": "a family's community public consent (decision 032)",
  "app/(api)/api/media-uploads/route.ts": "opens a resumable media upload (decision 025)",
  "app/(api)/api/media-uploads/[id]/route.ts": "chunks, status and cancel of a resumable upload",
  "app/(api)/checkout/sandbox/[reference]/pay/route.ts": "the sandbox payment page's form",
  "app/(api)/st/orders/[reference]/receipt.txt/route.ts": "receipt download of the orders page",
  "app/(api)/st/pack-schedule/route.ts": "the Schedule your classes page's form",
  "app/(api)/st/reschedule-class/route.ts": "the reschedule dialog of the schedule page",
  "app/(api)/st/orders/[reference]/invoice.pdf/route.ts": "tax invoice download of the orders page",
  "app/(api)/st/orders/[reference]/retry/route.ts": "Try again of the orders and return pages",
  "app/(api)/st/orders/[reference]/cancel/route.ts": "Cancel order of the orders page",
  "app/(api)/calendar/classes.ics/route.ts": "Add to calendar link of the booking messages",
  "app/(api)/calendar/feed/[token]/route.ts": "private calendar feeds (decision 022)",
  "app/(api)/em/reports/[report]/csv/route.ts": "report download of the reports page",
  "app/(api)/st/reports/attendance/csv/route.ts": "report download of the reports page",
  "app/(api)/invite/[userId]/route.ts": "invite link (spec 3 §3 page): referrer cookie, to signup",
  "app/(api)/courses/[stream]/[course]/invite/[userId]/route.ts":
    "course invite link (spec 3 §3 page): referrer cookie, to the course",
  "app/(api)/api/[...path]/route.ts": "unknown /api/ calls: JSON 404 (decision 011)",
  "app/(api)/talent-hunt-registration/send-otp/route.ts":
    "a relative's code to the family's mobile before a talent-hunt entry (decision 040)",
  "app/(api)/talent-hunt-registration/verify-otp/route.ts":
    "checks that code and answers the entry's one-use token (decision 040)",
  "app/(api)/ng-api/[...path]/route.ts": "unknown /ng-api/ calls: JSON 404 (decision 011)",
  "app/(api)/unknown-call/[...path]/route.ts":
    "unknown calls at the site root: JSON 404 (decision 011)",
  "app/(api)/teacher-documents/[id]/route.ts":
    "a private teacher document (KYC proof, resume, video), to its teacher and admins (issue 24)",
  "app/(api)/admin/api/login/route.ts": "admin sign-in, step 1: password (issue 27)",
  "app/(api)/admin/api/verify-otp/route.ts": "admin sign-in, step 2: OTP (issue 27)",
  "app/(api)/admin/api/users/[id]/active/route.ts": "admin console: deactivate / reactivate",
  "app/(api)/admin/api/orders/[reference]/refund/route.ts": "admin console: refund an order",
  "app/(api)/admin/api/orders/route.ts": "admin console: orders list",
  "app/(api)/admin/api/queues/[queue]/[id]/route.ts": "admin console: decide a queue item",
  "app/(api)/admin/api/queues/[queue]/route.ts": "admin console: a queue's items",
  "app/(api)/admin/api/dashboard/route.ts": "admin console: the marketplace's numbers",
  "app/(api)/admin/api/people/route.ts": "admin console: people search",
  "app/(api)/admin/api/audit/route.ts": "admin console: the audit log",
};
