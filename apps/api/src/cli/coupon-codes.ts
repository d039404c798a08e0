/**
 * `npm run coupons -- import <coupon-id> <file.csv>` adds a CSV file's codes to a coupon's pool;
 * `npm run coupons -- generate <coupon-id> <count>` adds random codes. Both print what was added
 * and each refused line. Uses DATABASE_URL, or the embedded database under DATA_DIR (stop the
 * server first: the embedded database has one user at a time).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { countOf } from '../english-count';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import {
  generateCouponCodes,
  importCouponCodes,
  parseCodesCsv,
  type CodeImportResult,
} from '../modules/coupons/coupon-stock';

const USAGE = `usage:
  npm run coupons -- import <coupon-id> <file.csv>   one code per line (first column; header "code" optional)
  npm run coupons -- generate <coupon-id> <count>    random codes like K7F2-9QXA-M3TB`;

function report(result: CodeImportResult): string {
  const lines = [
    `read ${result.read}, added ${result.added}, refused ${result.errors.length}`,
    `pool: ${countOf(result.stock.total, 'code')}, ${result.stock.issued} issued, ${result.stock.free} free to get`,
    ...result.errors.map((error) => `  line ${error.line}: ${error.problem} (${error.value})`),
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, couponId, argument] = positionals;
  if (!couponId || !argument || (command !== 'import' && command !== 'generate')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    if (command === 'import') {
      const codes = parseCodesCsv(await readFile(argument, 'utf8'));
      console.log(report(await importCouponCodes(db, couponId, codes)));
    } else {
      const count = Number(argument);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        console.error('count must be a whole number from 1 to 1000000');
        return 2;
      }
      console.log(report(await db.transaction((tx) => generateCouponCodes(tx, couponId, count))));
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
