import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always qualified. Drizzle renders columns bare in single-table selects, which inside a
 * correlated subquery would silently bind to the subquery's own table instead of the outer one.
 */
export function qualified(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
