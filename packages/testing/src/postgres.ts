import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

/** True when a PostgreSQL server answers at the URL within two seconds. */
export async function isPostgresReachable(url = testDatabaseUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The same server and credentials, another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
