import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.types';
import { toNumber } from '../db/int8';
import { jobsWithStudents, NEWEST_FIRST, toRecord, type JobFilter, type JobRecord, type ListWindow, type SearchTerm } from './jobs.repository';

// The open jobs' list: full-text search with typo tolerance, type filters, and exact counts.

// Each term as a prefix, or one of its near words; all terms must match. Terms and words hold
// letters and digits only, never tsquery operators. When a term's open words are known, they are
// matched as whole words instead: the same open jobs, read from the GIN index's posting lists
// rather than a scan of its entries for the prefix, which costs several milliseconds for a prefix
// of common words ("exam" of "exams") at 300,000 jobs.
const tsQuery = (terms: SearchTerm[]) =>
  terms
    .map(({ term, nearWords, openWords }) => {
      const words = openWords?.length ? openWords.map((open) => open.word) : [`${term}:*`, ...nearWords];
      return words.length === 1 ? words[0] : `(${words.join(' | ')})`;
    })
    .join(' & ');

const WORD = /^[\p{L}\p{N}]+$/u;
/** Fuzzy matching starts at this length: shorter terms meet too many words one letter away. */
const FUZZY_MIN_LENGTH = 4;
const MAX_NEAR_WORDS = 8;

/** A word and its one-letter deletions (the index's variants). */
const variantsOf = (word: string): string[] => {
  const letters = [...word];
  if (letters.length < FUZZY_MIN_LENGTH) return [word];
  return [word, ...letters.map((_, index) => [...letters.slice(0, index), ...letters.slice(index + 1)].join(''))];
};

/** The search terms, each with the indexed words that share a one-letter deletion with it (one typo away). */
export async function withNearWords(db: Kysely<Database>, terms: string[]): Promise<SearchTerm[]> {
  const fuzzy = terms.filter((term) => [...term].length >= FUZZY_MIN_LENGTH);
  if (fuzzy.length === 0) return terms.map((term) => ({ term, nearWords: [] }));
  const rows = await db
    .selectFrom('job_search_words')
    .select(['variant', 'word'])
    .where('variant', 'in', [...new Set(fuzzy.flatMap(variantsOf))])
    .execute();
  return terms.map((term) => {
    const variants = new Set(variantsOf(term));
    const near = new Set(rows.filter((row) => variants.has(row.variant) && row.word !== term && WORD.test(row.word)).map((row) => row.word));
    return { term, nearWords: [...near].sort().slice(0, MAX_NEAR_WORDS) };
  });
}

// Terms whose tsquery prefix is the term itself, byte for byte (the 'simple' parser keeps such a word whole).
const PLAIN_TERM = /^[a-z]+$/;
// Above every character: `term` <= word < `term` + this holds the words that start with `term`.
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);
const MAX_OPEN_WORDS = 16;

/**
 * The search terms with their near words (withNearWords) and, for plain terms, the words of the
 * open jobs each one meets when there are at most MAX_OPEN_WORDS. A job posted between this
 * look-up and the search's query counts only if its words were known: as if it came a moment later.
 */
export async function withOpenWords(db: Kysely<Database>, terms: string[]): Promise<SearchTerm[]> {
  const searchTerms = await withNearWords(db, terms);
  return Promise.all(
    searchTerms.map(async (searchTerm): Promise<SearchTerm> => {
      const { term, nearWords } = searchTerm;
      if (!PLAIN_TERM.test(term)) return searchTerm;
      const rows = await db
        .selectFrom('job_word_counts')
        .select(['word', 'jobs'])
        .where('jobs', '>', 0)
        .where((eb) =>
          eb.or([eb.and([eb('word', '>=', term), eb('word', '<', `${term}${AFTER_PREFIX}`)]), ...(nearWords.length > 0 ? [eb('word', 'in', nearWords)] : [])]),
        )
        .orderBy('word')
        .limit(MAX_OPEN_WORDS + 1)
        .execute();
      if (rows.length > MAX_OPEN_WORDS || !rows.every((row) => WORD.test(row.word))) return searchTerm;
      return { ...searchTerm, openWords: rows.map((row) => ({ word: row.word, jobs: toNumber(row.jobs) })) };
    }),
  );
}

function filtered(db: Kysely<Database>, filter: JobFilter) {
  let query = db.selectFrom('jobs');
  if (filter.studentId !== undefined) return query.where('jobs.student_id', '=', filter.studentId);
  query = query.where('jobs.status', '=', 'open');
  if (filter.type === 'online') query = query.where('jobs.is_online', '=', true);
  if (filter.type === 'offline') query = query.where('jobs.is_offline', '=', true);
  if (filter.type === 'assignment') query = query.where('jobs.service_type', '=', 'Assignment Help');
  if (filter.terms?.length) {
    query = query.where(sql<SqlBool>`jobs.search_vector @@ to_tsquery('simple', ${tsQuery(filter.terms)})`);
  }
  return query;
}

/**
 * Jobs of a list, newest first. The page's ids come first, from the list's index alone (the
 * rows skipped by an offset are never read); then those jobs with their students.
 */
export async function listJobs(db: Kysely<Database>, filter: JobFilter, window: ListWindow): Promise<JobRecord[]> {
  const page = filtered(db, filter).select(['jobs.id', 'jobs.created_at']).orderBy(NEWEST_FIRST).limit(window.limit).offset(window.offset);
  const rows = await jobsWithStudents(db)
    .innerJoin(page.as('page'), 'page.id', 'jobs.id')
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

// The column of job_list_counts (0050) that holds each list's count of open jobs.
const LIST_COUNTS = { all: 'open_jobs', online: 'online_jobs', offline: 'offline_jobs', assignment: 'assignment_jobs' } as const;

/**
 * How many jobs the list holds. An open-jobs list without a search reads its count from
 * job_list_counts, which triggers keep exact; a search counts its matches through the GIN index.
 */
export async function countJobs(db: Kysely<Database>, filter: JobFilter): Promise<number> {
  if (filter.studentId === undefined && !filter.terms?.length) {
    const column = LIST_COUNTS[filter.type ?? 'all'];
    const row = await db.selectFrom('job_list_counts').select(column).executeTakeFirst();
    return row ? toNumber(row[column]) : 0;
  }
  const counted = oneWordCount(filter);
  if (counted !== undefined) return counted;
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

/**
 * A one-word search's count without visiting its matches: the trigger-kept count of the one word
 * of the open jobs it meets (0053), or 0 when it meets none. Undefined when it meets several, or
 * their number is unknown; the caller then counts the jobs.
 */
function oneWordCount(filter: JobFilter): number | undefined {
  const [only, ...others] = filter.terms ?? [];
  if (filter.studentId !== undefined || filter.type !== undefined || !only || others.length > 0 || !only.openWords) return undefined;
  if (only.openWords.length === 0) return 0;
  return only.openWords.length === 1 ? only.openWords[0]?.jobs : undefined;
}
