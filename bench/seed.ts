/**
 * `npm run bench:seed [-- --teachers N --students N --weeks N | --smoke]`: fills the Postgres database
 * named by DATABASE_URL with a marketplace-scale dataset for `npm run bench`. From empty: migrate,
 * the demo seed, N bulk teachers (db/seed/teachers-bulk.ts), then students, weekly slots, a year of
 * class sessions with enrolments and some orders, each big table with one `INSERT … SELECT
 * generate_series(…)` statement per chunk (no rows cross the wire).
 *
 * How the data stays valid (the exclusion constraints hold by construction):
 * - Slots of one teacher never overlap: regular slot j is on weekday (id + j) % 7 at
 *   7 + 3·(id % 4) + 2·⌊j/7⌋ o'clock (60 min), the demo slot at 20:00.
 * - Sessions are the slots' weekly occurrences ("[date + time] at time zone teacher zone"), so a
 *   teacher's sessions never overlap either.
 * - The first 80 % of the students are "engaged": each belongs to exactly one teacher and is only
 *   ever enrolled in that teacher's sessions, so a student's enrolments never overlap. The other
 *   20 % have no history: the benchmark books free demos and logs in with them.
 * - Past sessions are held (≈80 %), missed (≈10 %) or cancelled (≈10 %); the last `FUTURE_WEEKS`
 *   weeks are scheduled. Demo slots get no sessions: free demo bookings create them.
 */
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../db/client";
import { seedDemoData } from "../db/seed";
import { seedBulkTeachers } from "../db/seed/teachers-bulk";

export const BENCH_STUDENT_DOMAIN = "bench.student.example";
/** Share of students with a class history; the rest are fresh (demo bookings, logins). */
export const ENGAGED_SHARE = 0.8;
export const FUTURE_WEEKS = 4;

export interface BenchSeedOptions {
  teachers: number;
  students: number;
  weeks: number;
}

export const FULL: BenchSeedOptions = { teachers: 10_000, students: 100_000, weeks: 52 };
export const SMOKE: BenchSeedOptions = { teachers: 200, students: 1_000, weeks: 2 };

export function parseSeedArgs(args: string[]): BenchSeedOptions {
  const options = { ...(args.includes("--smoke") ? SMOKE : FULL) };
  for (const key of ["teachers", "students", "weeks"] as const) {
    const at = args.indexOf(`--${key}`);
    if (at < 0) continue;
    const value = Number(args[at + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${key} needs a positive integer`);
    options[key] = value;
  }
  return options;
}

const log = (message: string, started: number) =>
  console.info(`  ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/** Seeds `url` (must be empty or already migrated without bench data). */
export async function seedBench(url: string, options: BenchSeedOptions): Promise<void> {
  const t0 = performance.now();
  console.info(
    `bench:seed ${options.teachers} teachers, ${options.students} students, ${options.weeks} weeks`,
  );
  const handle = await openDatabase({ url, max: 1, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    log("migrated and demo seed", t0);
    const t1 = performance.now();
    await seedBulkTeachers(handle.db, options.teachers);
    log(`${options.teachers} bulk teachers`, t1);
  } finally {
    await handle.close();
  }

  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const already =
      await sql`select count(*)::int as n from users where email like ${"%@" + BENCH_STUDENT_DOMAIN}`;
    if (already[0]!.n > 0) throw new Error("This database already has bench students.");
    let t = performance.now();
    await sql`
      insert into users (role, first_name, last_name, email, country_code, time_zone, referral_code,
                         mobile_verified_at)
      select 'student', 'Student', 'No ' || g, 'student.' || g || '@' || ${BENCH_STUDENT_DOMAIN},
             case when g % 5 = 0 then '+1' else '+91' end,
             case when g % 5 = 0 then 'America/New_York' else 'Asia/Kolkata' end,
             'BS-' || g, now()
      from generate_series(1, ${options.students}::int) g`;
    log(`${options.students} students`, t);

    // Numbered teachers (every teacher with a profile) and engaged students, for the assignments.
    t = performance.now();
    await sql`create unlogged table if not exists bench_teacher_no as
      select row_number() over (order by user_id)::int - 1 as no, user_id as id,
             (select ts.subject_id from teacher_subjects ts
               where ts.teacher_id = tp.user_id order by (ts.kind = 'primary') desc, ts.subject_id limit 1) as subject_id
      from teacher_profiles tp`;
    await sql`create unlogged table if not exists bench_student_no as
      select row_number() over (order by id)::int - 1 as no, id
      from users where email like ${"%@" + BENCH_STUDENT_DOMAIN}`;
    await sql`create index on bench_student_no (no)`;
    await sql`analyze bench_teacher_no`;
    await sql`analyze bench_student_no`;

    // Weekly slots for every teacher that has none: 1 to 3 regular slots (busy teachers, one in
    // fifty, 10), all for the primary subject, plus one group demo slot (capacity 5) at 20:00.
    await sql`
      insert into teacher_slots (teacher_id, day_of_week, start_time, duration_minutes, is_demo_slot,
                                 capacity, subject_id)
      select b.id, (b.id + j) % 7, make_time(7 + 3 * (b.id % 4) + 2 * (j / 7), 0, 0), 60, false, 1,
             b.subject_id
      from bench_teacher_no b
      cross join lateral generate_series(0, case when b.id % 50 = 0 then 9 else b.id % 3 end) j
      where not exists (select 1 from teacher_slots s where s.teacher_id = b.id)`;
    await sql`
      insert into teacher_slots (teacher_id, day_of_week, start_time, duration_minutes, is_demo_slot,
                                 capacity, subject_id)
      select b.id, (b.id + 3) % 7, time '20:00', 60, true, 5, b.subject_id
      from bench_teacher_no b
      where not exists (select 1 from teacher_slots s where s.teacher_id = b.id and s.is_demo_slot)
        and not exists (select 1 from teacher_slots s where s.teacher_id = b.id
                          and s.day_of_week = (b.id + 3) % 7 and s.start_time = time '20:00')`;
    const [slots] = await sql`select count(*)::int as n from teacher_slots`;
    log(`${slots!.n} weekly slots`, t);

    // Sessions: every regular slot of the bulk teachers, once a week, from (weeks - FUTURE_WEEKS)
    // weeks ago to FUTURE_WEEKS weeks ahead; in chunks of teachers for progress.
    const [{ engaged }] = (await sql`
      select greatest(1, floor(count(*) * ${ENGAGED_SHARE}::float8))::int as engaged from bench_student_no`) as unknown as [
      { engaged: number },
    ];
    const [{ teachers }] =
      (await sql`select count(*)::int as teachers from bench_teacher_no`) as unknown as [
        { teachers: number },
      ];
    const perTeacher = Math.max(1, Math.floor(engaged / teachers));
    const future = Math.min(FUTURE_WEEKS, Math.max(1, Math.floor(options.weeks / 2)));
    const past = options.weeks - future;
    const chunk = 1000;
    t = performance.now();
    let sessions = 0;
    for (let from = 0; from < teachers; from += chunk) {
      const rows = await sql`
        with occ as (
          select s.id as slot_id, s.teacher_id, s.subject_id, b.no as teacher_no, w,
                 ((date_trunc('week', now() at time zone u.time_zone)::date + w * 7
                   + ((s.day_of_week + 6) % 7))::timestamp + s.start_time) at time zone u.time_zone
                   as starts_at,
                 s.duration_minutes
          from bench_teacher_no b
          join teacher_slots s on s.teacher_id = b.id and not s.is_demo_slot and s.is_active
          join users u on u.id = b.id
          cross join generate_series(${-past}::int, ${future - 1}::int) w
          where b.no >= ${from} and b.no < ${from + chunk}
        ), ins as (
          insert into class_sessions (teacher_id, slot_id, subject_id, starts_at, ends_at, status,
                                      is_demo, capacity, enrolled_count)
          select teacher_id, slot_id, subject_id, starts_at,
                 starts_at + make_interval(mins => duration_minutes),
                 case when starts_at >= now() then 1
                      when (slot_id * 7 + w) % 10 = 0 then 5
                      when (slot_id * 7 + w) % 10 = 1 then 4
                      else 3 end,
                 false, 1,
                 case when starts_at < now() and (slot_id * 7 + w) % 10 = 0 then 0 else 1 end
          from occ
          -- The demo seed's class history (the demo teacher) already holds some of these times.
          where not exists (
            select 1 from class_sessions c
            where c.teacher_id = occ.teacher_id and c.status <> 5
              and c.during && tstzrange(occ.starts_at,
                                        occ.starts_at + make_interval(mins => occ.duration_minutes))
          )
          returning id, teacher_id, starts_at, ends_at, status
        )
        insert into session_enrolments (session_id, student_id, starts_at, ends_at, status, is_demo)
        select ins.id, st.id, ins.starts_at, ins.ends_at, ins.status, false
        from ins
        join bench_teacher_no b on b.id = ins.teacher_id
        join bench_student_no st
          on st.no = (b.no * ${perTeacher} + (extract(epoch from ins.starts_at)::bigint / 3600) % ${perTeacher}) % ${engaged}`;
      sessions += rows.count;
      log(
        `sessions+enrolments for teachers ${from}…${Math.min(from + chunk, teachers) - 1}: ${sessions}`,
        t,
      );
    }

    // Orders: one pack per subject, and a paid order for every fourth engaged student.
    t = performance.now();
    await sql`
      insert into packs (subject_id, name, total_classes, currency, price_minor)
      select s.id, s.name || ' · 8 classes', 8, 'INR', 480000 from subjects s
      where not exists (select 1 from packs p where p.subject_id = s.id)`;
    const orders = await sql`
      insert into orders (reference, user_id, pack_id, teacher_id, currency, price_minor, gst_minor,
                          total_minor, status, provider, paid_at)
      select 'BENCH-' || st.no, st.id, p.id, b.id, 'INR', p.price_minor, p.price_minor * 18 / 100,
             p.price_minor + p.price_minor * 18 / 100, 'paid', 'razorpay', now() - (st.no % 300) * interval '1 day'
      from bench_student_no st
      join bench_teacher_no b on b.no = (st.no / ${perTeacher}) % ${teachers}
      join lateral (select id, price_minor from packs where subject_id = b.subject_id limit 1) p on true
      where st.no < ${engaged} and st.no % 4 = 0`;
    log(`${orders.count} orders`, t);

    // Points (issue 22): an attendance entry for every held seat, so the leaderboard ranks a
    // realistic ledger.
    t = performance.now();
    const points = await sql`
      insert into point_entries (student_id, points, reason, ref, created_at)
      select student_id, 20, 'attendance', 'enrolment:' || id, ends_at
      from session_enrolments where status = 3
      on conflict do nothing`;
    log(`${points.count} point entries`, t);

    // Community (issue 20): one post per student (100k in the full run), newest first a minute
    // apart, 1 in 20 pending, each with one of the seeded tags; half of the families consent to
    // public posts (decision 032), so the logged-out feed filters as in production.
    t = performance.now();
    const posts = await sql`
      insert into community_posts (title, description, posted_by, status, like_count, created_at)
      select 'Bench post ' || g, 'A drawing from the bench.', st.id,
             case when g % 20 = 0 then 'pending' else 'approved' end, g % 7,
             now() - (g + 60) * interval '1 minute'
      from generate_series(0, ${options.students} - 1) g
      join bench_student_no st on st.no = g`;
    await sql`
      insert into post_tags (post_id, tag_id)
      select p.id, h.id from community_posts p
      join lateral (select id from hashtags order by id offset p.id % 7 limit 1) h on true
      where p.title like 'Bench post %'`;
    await sql`
      insert into community_consents (family_id, public_consent, updated_at)
      select distinct u.family_id, true, now() from bench_student_no st join users u on u.id = st.id
      where st.no % 2 = 0 and u.family_id is not null
      on conflict do nothing`;
    await sql`analyze community_posts`;
    await sql`analyze post_tags`;
    log(`${posts.count} community posts`, t);

    t = performance.now();
    await sql`drop table bench_teacher_no`;
    await sql`drop table bench_student_no`;
    await sql`vacuum analyze`;
    log("vacuum analyze", t);
    const counts = await sql`
      select (select count(*) from users)::int as users,
             (select count(*) from teacher_profiles)::int as teachers,
             (select count(*) from teacher_slots)::int as slots,
             (select count(*) from class_sessions)::int as sessions,
             (select count(*) from session_enrolments)::int as enrolments,
             (select count(*) from orders)::int as orders`;
    console.info(`bench:seed done in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, {
      ...counts[0],
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main(args: string[]) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the (empty) Postgres database to fill.");
  await seedBench(url, parseSeedArgs(args));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error("bench:seed failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
