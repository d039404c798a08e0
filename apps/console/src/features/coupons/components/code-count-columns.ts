import type { CodeCounts } from '@points/contracts';
import { countColumns, type columnsOf } from '../../../components/data-table';

/**
 * The columns counting a campaign's or a coupon's codes: issued to players, left to get, and
 * withheld by the issue limit (`header` names each).
 */
export function codeCountColumns<Row extends { codes: CodeCounts }>(
  column: ReturnType<typeof columnsOf<Row>>,
  header: (key: 'issued' | 'left' | 'withheld') => string,
  count: (value: number) => string,
) {
  return countColumns(column, count, {
    issued: [header('issued'), (row) => row.codes.issued],
    left: [header('left'), (row) => row.codes.free],
    withheld: [header('withheld'), (row) => row.codes.withheld],
  });
}
