import { sql, type Compilable, type Kysely, type OperationNodeSource } from 'kysely';
import type { AppDatabase } from './connect';
import { answerThenCommit } from './sent-together';
import type { DatabaseSchema } from './schema';

type Statement = Compilable & OperationNodeSource;

/** Statements waiting at most: a few dozen parameters each, well under PostgreSQL's 65,535. */
const MOST_WAITING = 100;

/**
 * The writes of one transaction that nothing reads back before its next answer (decision 459).
 * On PostgreSQL they wait, and go as data-modifying WITH clauses of the statement that asks for
 * that answer: one round trip, where each statement was one, and a round trip costs the server
 * a socket write and an event-loop turn while the row locks are held. On SQLite, where a
 * statement costs no round trip, each runs when it is added, as it always did.
 *
 * The parts of one statement all read the rows as they were before it and see none of each
 * other's changes, so each write names the rows it changes: one about rows a waiting write
 * changes runs that one first. Statements added together must change none of the same rows.
 */
export class WriteBatch {
  private readonly waiting: Statement[] = [];
  private readonly touched = new Set<string>();
  /** How many times waiting statements have run: a write added at generation g ran once past it. */
  private runs = 0;

  constructor(
    /** The transaction the statements run in, which also builds them. */
    readonly db: Kysely<DatabaseSchema>,
    private readonly dialect: AppDatabase['dialect'],
  ) {}

  /**
   * Runs `statements`, in order, which change the rows `rows` names; answers the generation they
   * run in, which ran() tells apart.
   */
  async add(rows: string, ...statements: Statement[]): Promise<number> {
    if (this.dialect === 'sqlite') {
      for (const statement of statements) await this.db.executeQuery(statement.compile());
      return this.runs++;
    }
    if (this.touched.has(rows) || this.waiting.length + statements.length > MOST_WAITING) {
      await this.flush();
    }
    this.waiting.push(...statements);
    this.touched.add(rows);
    return this.runs;
  }

  /** Whether writes added at `generation` have run, so that a statement now sees their changes. */
  ran(generation: number): boolean {
    return generation < this.runs;
  }

  /** Runs what waits; `ending` as for answer(). */
  async flush(ending?: Ending): Promise<void> {
    if (this.waiting.length > 0) {
      await this.answer(this.db.selectNoFrom(sql<number>`1`.as('ran')), ending);
    }
  }

  /**
   * `query`'s rows, with every waiting write run in the same statement: its reads see the rows as
   * they were before those writes. With `{ endsTransaction: true }` the statement is the
   * transaction's last and its commit leaves with it (answerThenCommit).
   */
  async answer<Row>(
    query: Compilable<Row> & OperationNodeSource,
    ending: Ending = { endsTransaction: false },
  ): Promise<Row[]> {
    const statement =
      this.waiting.length === 0 ? query.compile() : this.withWaiting(query).compile(this.db);
    if (ending.endsTransaction) return answerThenCommit(this.db, this.dialect, statement);
    return (await this.db.executeQuery(statement)).rows;
  }

  private withWaiting<Row>(query: Compilable<Row> & OperationNodeSource) {
    const clauses = this.waiting.map(
      (statement, index) => sql`${sql.id(`w${index}`)} as (${statement})`,
    );
    this.waiting.length = 0;
    this.touched.clear();
    this.runs++;
    return sql<Row>`with ${sql.join(clauses)} ${query}`;
  }
}

interface Ending {
  endsTransaction: boolean;
}
