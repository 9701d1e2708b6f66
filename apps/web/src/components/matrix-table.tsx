import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone with its first column kept in view (sticky on the
 * inline start, so on the right in Arabic and Hebrew).
 */
export function MatrixTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={label}>
      <Table withTableBorder withColumnBorders striped={false} style={{ minWidth: 'max-content' }}>
        {children}
      </Table>
    </div>
  );
}

export const stickyCell: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 140,
  maxWidth: 200,
};
