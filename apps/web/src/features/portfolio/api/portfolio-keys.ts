import type { PortfolioQuery } from '@cue/contracts';

/** Whose portfolio: a child of a class the staff member works with, or the parent's own child. */
export type PortfolioTarget =
  { audience: 'staff'; classId: string; studentId: string } | { audience: 'parent'; studentId: string };

/** The filters a page is read with (the cursor is the infinite query's page parameter). */
export type PortfolioFilterQuery = Omit<PortfolioQuery, 'cursor'>;

/**
 * Query keys of the portfolio. They start with the realtime entity 'portfolio', so a share change
 * refreshes every open portfolio (app/realtime-connection.tsx also refreshes them when an
 * observation, a story or a class photo changes: those are its items).
 */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  /** Every page and filter of one child's portfolio, as this audience reads it. */
  child: (target: PortfolioTarget) =>
    target.audience === 'staff'
      ? (['portfolio', 'staff', target.classId, target.studentId] as const)
      : (['portfolio', 'parent', target.studentId] as const),
  pages: (target: PortfolioTarget, query: PortfolioFilterQuery) =>
    [...portfolioKeys.child(target), query] as const,
};
