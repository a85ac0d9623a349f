/** Multi-row INSERT text with literal values (the generator's own data, quoted safely). */
export type SqlValue = string | number | boolean | null | object;

export function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** INSERT statements of at most `chunk` rows each. */
export function insertStatements(table: string, columns: string[], rows: SqlValue[][], chunk = 1000): string[] {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((row) => `(${row.map(literal).join(',')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(',')}) VALUES\n${values.join(',\n')};`);
  }
  return statements;
}
