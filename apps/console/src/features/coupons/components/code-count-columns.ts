import type { CodeCounts } from '@points/contracts';
import type { columnsOf } from '../../../components/data-table';

/**
 * The columns counting a campaign's or a coupon's codes: issued to players, left to get, and
 * withheld by the issue limit (`header` names each).
 */
export function codeCountColumns<Row extends { codes: CodeCounts }>(
  column: ReturnType<typeof columnsOf<Row>>,
  header: (key: 'issued' | 'left' | 'withheld') => string,
  count: (value: number) => string,
) {
  return [
    column.display({
      id: 'issued',
      header: header('issued'),
      cell: (info) => count(info.row.original.codes.issued),
    }),
    column.display({
      id: 'left',
      header: header('left'),
      cell: (info) => count(info.row.original.codes.free),
    }),
    column.display({
      id: 'withheld',
      header: header('withheld'),
      cell: (info) => count(info.row.original.codes.withheld),
    }),
  ];
}
