import { markedStatuses, type AttendanceDashboard } from '@cue/contracts';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { statusColors } from '../attendance-statuses';

const HEIGHT = 120;
const BAR = 14;
const GAP = 6;

/**
 * The class days of the last 30 days as stacked bars (one colour per status, the share of the
 * class). Drawn in SVG (no chart library); screen readers get the same numbers as a table.
 */
export function AttendanceTrendChart({ dashboard }: { dashboard: AttendanceDashboard }) {
  const { t } = useTranslation();
  const total = Math.max(1, dashboard.total_students);
  const width = Math.max(1, dashboard.trend.length * (BAR + GAP));
  const presentDays = dashboard.trend.filter((day) => day.present > 0).length;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={t('attendance.dashboard.trendLabel', {
          days: dashboard.trend.length,
          marked: presentDays,
        })}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <rect x={0} y={0} width={width} height={HEIGHT} fill="var(--mantine-color-gray-1)" />
        {dashboard.trend.map((day, index) => {
          let top = HEIGHT;
          return (
            <g key={day.date}>
              <title>
                {formatDate(day.date, 'ddd, DD-MM-YYYY')}:{' '}
                {markedStatuses
                  .map((status) => `${t(`attendance.status.${status}`)} ${day[status]}`)
                  .join(', ')}
              </title>
              {markedStatuses.map((status) => {
                const height = (day[status] / total) * HEIGHT;
                top -= height;
                return height > 0 ? (
                  <rect
                    key={status}
                    x={index * (BAR + GAP) + GAP / 2}
                    y={top}
                    width={BAR}
                    height={height}
                    fill={`var(--mantine-color-${statusColors[status]}-6)`}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{t('attendance.dashboard.trendHeading')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('attendance.register.date')}</Table.Th>
              {markedStatuses.map((status) => (
                <Table.Th key={status}>{t(`attendance.status.${status}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.trend.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{formatDate(day.date, 'DD-MM-YYYY')}</Table.Td>
                {markedStatuses.map((status) => (
                  <Table.Td key={status}>{day[status]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
