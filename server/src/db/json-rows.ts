import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows of `table` read as JSON (`to_json(row)` inside a statement that returns them nested) back
 * into the shape drizzle gives them: property names, and each value through its column's own
 * mapping (timestamps to Date; JSON columns arrive parsed).
 */
export function rowsFromJson<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[],
): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as T['$inferSelect'];
  });
}
