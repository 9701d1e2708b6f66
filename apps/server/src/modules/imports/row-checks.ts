import type { ImportRowProblem, RuleResult } from '@cue/contracts';

/**
 * Collects a row's problems while its cells are read: `take` applies a contracts rule to a
 * column and answers the value (or null when refused, the problem noted under that column).
 */
export class RowChecks {
  readonly problems: ImportRowProblem[] = [];

  constructor(private readonly cells: Record<string, string>) {}

  cell(column: string): string {
    return this.cells[column] ?? '';
  }

  take<T>(column: string, rule: (text: string) => RuleResult<T>): T | null {
    const result = rule(this.cell(column));
    if (result.ok) return result.value;
    this.problems.push({ field: column, message: result.problem });
    return null;
  }

  refuse(field: string, message: string): void {
    this.problems.push({ field, message });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}

/** Case- and space-insensitive key of a name ('  Nursery  A' and 'nursery a' are one class). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
