/**
 * PostgreSQL errors (pg and PGlite alike, usually wrapped by Drizzle in a DrizzleQueryError
 * whose `cause` is the database's error) that the request caused, not the server.
 */
type DatabaseError = Error & { code: string; severity: string; constraint?: string };

/** Two requests raced for the same row (a unique index) or for the same locks. */
const conflictCodes = new Set(['23505', '40001', '40P01']);

/** Input the database cannot store, where a schema let it through. */
const invalidInputCodes = new Set([
  '22001', // string too long for its column
  '22003', // number out of the column's range
  '22007', // malformed date or time
  '22008', // date or time out of range
  '22021', // byte sequence invalid in UTF-8 (a NUL byte)
  '22025', // a LIKE pattern ending in its escape character
  '22P02', // text that is not of the column's type
  '22P05', // a character JSON columns cannot hold (\u0000)
  '23503', // a reference to a row that does not exist
  '54000', // a value too large to index
]);

function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as Partial<DatabaseError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') {
      return candidate as DatabaseError;
    }
    current = candidate.cause;
  }
  return null;
}

/** What a database error means for the caller: a conflict (409), invalid input (422), or a fault. */
export function classifyDatabaseError(error: unknown): 'conflict' | 'invalid' | null {
  const found = databaseErrorOf(error);
  if (!found) return null;
  if (conflictCodes.has(found.code)) return 'conflict';
  if (invalidInputCodes.has(found.code)) return 'invalid';
  return null;
}

/** The unique index `constraint` refused the row: another request wrote it since this one checked. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = databaseErrorOf(error);
  return found?.code === '23505' && found.constraint === constraint;
}
