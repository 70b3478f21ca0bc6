import type { Logger } from 'drizzle-orm/logger';

/**
 * Counts the SQL statements Drizzle sends on one database (issue 20: the query budget test fails
 * when a page's count grows with the data). Always on, as Drizzle's logger: one increment per
 * statement costs nothing next to the statement; the text is kept only while `record` runs.
 * BEGIN and COMMIT of a transaction are not Drizzle statements and are not counted.
 */
export class StatementCounter implements Logger {
  count = 0;
  #recording: string[] | null = null;

  logQuery(query: string): void {
    this.count += 1;
    this.#recording?.push(query);
  }

  /**
   * The statements sent while `work` runs. Whatever else uses the database meanwhile is counted
   * too: a caller measures one request at a time.
   */
  async record(work: () => Promise<unknown>): Promise<string[]> {
    const recording: string[] = [];
    this.#recording = recording;
    try {
      await work();
    } finally {
      this.#recording = null;
    }
    return recording;
  }
}
