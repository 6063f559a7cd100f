import { sql, type Kysely, type Migration } from 'kysely';

// How a tutor teaches: online, at the student's home, at their own place. A new account teaches
// online only (it is in Online Tutors, not in Home Tutors, until it says so); tutors who had a
// place on their profile, which was what Home Tutors meant so far, also teach at the student's
// home, so both lists stay as they were.
//
// The list filters on the first two, so the indexes it reads carry them (a type filter still
// counts and pages from the index alone), and tutor_subjects (migration 0055) keeps copies of
// them: filled when a row is inserted, refreshed when the tutor changes them. The locks of
// 0055 hold for them too: a gig trigger locks the tutor's row before it inserts a copy, and
// changing the modes updates that row.
export const addTeachingModes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users
      add column teaches_online boolean not null default true,
      add column teaches_at_student_home boolean not null default false,
      add column teaches_at_tutor_place boolean not null default false`.execute(db);
    await sql`update users set teaches_at_student_home = true where user_type = 'tutor' and latitude is not null`.execute(db);

    await sql`drop index users_listed_tutors_idx`.execute(db);
    await sql`create index users_listed_tutors_idx on users (id desc) include (premium_expires, teaches_online, teaches_at_student_home)
      where user_type = 'tutor' and not is_blocked`.execute(db);
    await sql`drop index users_listed_tutors_coordinates_idx`.execute(db);
    await sql`create index users_listed_tutors_coordinates_idx on users (latitude, longitude)
      include (id, premium_expires, teaches_online, teaches_at_student_home)
      where user_type = 'tutor' and not is_blocked and latitude is not null`.execute(db);

    await sql`alter table tutor_subjects
      add column teaches_online boolean not null default true,
      add column teaches_at_student_home boolean not null default false`.execute(db);
    await sql`update tutor_subjects set teaches_online = users.teaches_online, teaches_at_student_home = users.teaches_at_student_home
      from users where users.id = tutor_subjects.tutor_id`.execute(db);
    await sql`drop index tutor_subjects_list_idx`.execute(db);
    await sql`create index tutor_subjects_list_idx on tutor_subjects (subject_id, tutor_id desc)
      include (premium_expires, teaches_online, teaches_at_student_home) where listed`.execute(db);
    await sql`drop index tutor_subjects_place_idx`.execute(db);
    await sql`create index tutor_subjects_place_idx on tutor_subjects (subject_id, latitude, longitude)
      include (tutor_id, premium_expires, teaches_online, teaches_at_student_home) where listed and latitude is not null`.execute(db);

    // 0055's gig triggers insert the rows; this fills their copies of the modes from the
    // tutor's row, which those triggers have locked already.
    await sql`create function tutor_subjects_copy_modes() returns trigger language plpgsql as $$
      begin
        select users.teaches_online, users.teaches_at_student_home into new.teaches_online, new.teaches_at_student_home
        from users where users.id = new.tutor_id;
        return new;
      end $$`.execute(db);
    await sql`create trigger tutor_subjects_modes before insert on tutor_subjects
      for each row execute function tutor_subjects_copy_modes()`.execute(db);
    await sql`create function tutor_subjects_modes_changed() returns trigger language plpgsql as $$
      begin
        update tutor_subjects set teaches_online = new.teaches_online, teaches_at_student_home = new.teaches_at_student_home
        where tutor_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_tutor_subjects_modes after update of teaches_online, teaches_at_student_home on users
      for each row when ((old.teaches_online, old.teaches_at_student_home) is distinct from (new.teaches_online, new.teaches_at_student_home))
      execute function tutor_subjects_modes_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger users_tutor_subjects_modes on users`.execute(db);
    await sql`drop trigger tutor_subjects_modes on tutor_subjects`.execute(db);
    await sql`drop function tutor_subjects_modes_changed()`.execute(db);
    await sql`drop function tutor_subjects_copy_modes()`.execute(db);
    // Dropping the columns drops the indexes that carry them; the ones of 0013 and 0055 come back.
    await sql`alter table tutor_subjects drop column teaches_online, drop column teaches_at_student_home`.execute(db);
    await sql`create index tutor_subjects_list_idx on tutor_subjects (subject_id, tutor_id desc) include (premium_expires)
      where listed`.execute(db);
    await sql`create index tutor_subjects_place_idx on tutor_subjects (subject_id, latitude, longitude) include (tutor_id, premium_expires)
      where listed and latitude is not null`.execute(db);
    await sql`alter table users drop column teaches_online, drop column teaches_at_student_home, drop column teaches_at_tutor_place`.execute(db);
    await sql`create index users_listed_tutors_coordinates_idx on users (latitude, longitude) include (id, premium_expires)
      where user_type = 'tutor' and not is_blocked and latitude is not null`.execute(db);
    await sql`create index users_listed_tutors_idx on users (id desc) include (premium_expires)
      where user_type = 'tutor' and not is_blocked`.execute(db);
  },
};
