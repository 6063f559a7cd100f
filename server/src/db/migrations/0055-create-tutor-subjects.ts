import { sql, type Kysely, type Migration } from 'kysely';

// The tutor search by subject, with or without a place, answered by one index: a row per
// (tutor, subject) of the tutor's active gigs (`gigs` counts them; the row goes at 0), carrying
// copies of what the search filters and orders by (listed, coordinates, premium_expires).
// Triggers keep it exact: statement triggers on gigs (the seed inserts gigs by the thousand),
// a row trigger on the few columns of users it copies.
export const createTutorSubjects: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table tutor_subjects (
      tutor_id bigint not null,
      subject_id bigint not null,
      gigs integer not null check (gigs > 0),
      listed boolean not null,
      latitude double precision,
      longitude double precision,
      premium_expires timestamptz,
      primary key (tutor_id, subject_id)
    )`.execute(db);
    // A subject's tutors newest first (the list's order in each group, premium first).
    await sql`create index tutor_subjects_list_idx on tutor_subjects (subject_id, tutor_id desc) include (premium_expires)
      where listed`.execute(db);
    // A subject's tutors inside a bounding box, counted and ordered from the index alone.
    await sql`create index tutor_subjects_place_idx on tutor_subjects (subject_id, latitude, longitude) include (tutor_id, premium_expires)
      where listed and latitude is not null`.execute(db);

    // Adds the active gigs among `added` (rows with tutor_id, subject_id, tutor_blocked) to the
    // counts. The tutors' rows are locked (for share) first, so a concurrent change of their
    // place or premium waits for this transaction, or this one reads its result: never a stale copy.
    const addGigs = (added: string) => `
        perform 1 from users where id in (select added.tutor_id from ${added} as added where not added.tutor_blocked) order by id for share;
        insert into tutor_subjects (tutor_id, subject_id, gigs, listed, latitude, longitude, premium_expires)
        select added.tutor_id, added.subject_id, count(*), users.user_type = 'tutor' and not users.is_blocked,
          users.latitude, users.longitude, users.premium_expires
        from ${added} as added join users on users.id = added.tutor_id
        where not added.tutor_blocked
        group by added.tutor_id, added.subject_id, users.id
        on conflict (tutor_id, subject_id) do update set gigs = tutor_subjects.gigs + excluded.gigs;`;
    // Takes the active gigs among `removed` off the counts; a row whose count reaches 0 goes.
    const removeGigs = (removed: string) => {
      const gone = `(select removed.tutor_id, removed.subject_id, count(*) as gigs from ${removed} as removed
          where not removed.tutor_blocked group by removed.tutor_id, removed.subject_id) as gone`;
      return `
        delete from tutor_subjects using ${gone}
        where tutor_subjects.tutor_id = gone.tutor_id and tutor_subjects.subject_id = gone.subject_id and tutor_subjects.gigs <= gone.gigs;
        update tutor_subjects set gigs = tutor_subjects.gigs - gone.gigs from ${gone}
        where tutor_subjects.tutor_id = gone.tutor_id and tutor_subjects.subject_id = gone.subject_id;`;
    };
    // The gigs of an update whose tutor, subject or blocked copy changed, before and after (a
    // boost or an edit of the text moves nothing).
    const moved = (side: 'old_gigs' | 'new_gigs') => `(select ${side}.tutor_id, ${side}.subject_id, ${side}.tutor_blocked
          from old_gigs join new_gigs on new_gigs.id = old_gigs.id
          where (old_gigs.tutor_id, old_gigs.subject_id, old_gigs.tutor_blocked)
            is distinct from (new_gigs.tutor_id, new_gigs.subject_id, new_gigs.tutor_blocked))`;

    await sql
      .raw(
        `create function tutor_subjects_gigs_inserted() returns trigger language plpgsql as $$
        begin ${addGigs('new_gigs')}
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function tutor_subjects_gigs_deleted() returns trigger language plpgsql as $$
        begin ${removeGigs('old_gigs')}
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function tutor_subjects_gigs_updated() returns trigger language plpgsql as $$
        begin ${addGigs(moved('new_gigs'))}
          ${removeGigs(moved('old_gigs'))}
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger gigs_tutor_subjects_insert after insert on gigs referencing new table as new_gigs
      for each statement execute function tutor_subjects_gigs_inserted()`.execute(db);
    await sql`create trigger gigs_tutor_subjects_delete after delete on gigs referencing old table as old_gigs
      for each statement execute function tutor_subjects_gigs_deleted()`.execute(db);
    await sql`create trigger gigs_tutor_subjects_update after update on gigs referencing old table as old_gigs new table as new_gigs
      for each statement execute function tutor_subjects_gigs_updated()`.execute(db);

    await sql`create function tutor_subjects_user_changed() returns trigger language plpgsql as $$
      begin
        update tutor_subjects
        set listed = new.user_type = 'tutor' and not new.is_blocked,
          latitude = new.latitude, longitude = new.longitude, premium_expires = new.premium_expires
        where tutor_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_tutor_subjects after update of user_type, is_blocked, latitude, longitude, premium_expires on users
      for each row when ((old.user_type, old.is_blocked, old.latitude, old.longitude, old.premium_expires)
        is distinct from (new.user_type, new.is_blocked, new.latitude, new.longitude, new.premium_expires))
      execute function tutor_subjects_user_changed()`.execute(db);

    await sql`insert into tutor_subjects (tutor_id, subject_id, gigs, listed, latitude, longitude, premium_expires)
      select gigs.tutor_id, gigs.subject_id, count(*), users.user_type = 'tutor' and not users.is_blocked,
        users.latitude, users.longitude, users.premium_expires
      from gigs join users on users.id = gigs.tutor_id
      where not gigs.tutor_blocked
      group by gigs.tutor_id, gigs.subject_id, users.id`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger users_tutor_subjects on users`.execute(db);
    await sql`drop trigger gigs_tutor_subjects_update on gigs`.execute(db);
    await sql`drop trigger gigs_tutor_subjects_delete on gigs`.execute(db);
    await sql`drop trigger gigs_tutor_subjects_insert on gigs`.execute(db);
    await sql`drop function tutor_subjects_user_changed()`.execute(db);
    await sql`drop function tutor_subjects_gigs_updated()`.execute(db);
    await sql`drop function tutor_subjects_gigs_deleted()`.execute(db);
    await sql`drop function tutor_subjects_gigs_inserted()`.execute(db);
    await db.schema.dropTable('tutor_subjects').execute();
  },
};
