/**
 * Reserving a unit of a stock pool (a coupon code, a prize) for a spend.
 */
export default /* sql */ `
-- Reserves one free unit of a pool, starting from a random point of the pool and wrapping round.
-- Taking always the lowest free id made every spend of a busy pool walk the same head of the free
-- index: over the units reserved since the last vacuum (still in the index until then) and over
-- those that parallel spends hold. A random start spreads parallel spends over the pool, and what
-- a scan passes is only the units reserved near its start. NULL when no unit is free.
CREATE OR REPLACE FUNCTION stock_reserve(p_pool text, p_reference text, p_now timestamptz)
RETURNS TABLE (id bigint, value text)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_low bigint;
  v_high bigint;
  v_start bigint;
BEGIN
  SELECT s.id INTO v_low FROM stock_units s WHERE s.pool = p_pool ORDER BY s.id LIMIT 1;
  SELECT s.id INTO v_high FROM stock_units s WHERE s.pool = p_pool ORDER BY s.id DESC LIMIT 1;
  IF v_low IS NULL THEN
    RETURN;
  END IF;
  v_start := v_low + floor(random() * (v_high - v_low + 1))::bigint;
  RETURN QUERY
    UPDATE stock_units u SET reserved_by = p_reference, reserved_at = p_now
     WHERE u.id = (SELECT s.id FROM stock_units s
                    WHERE s.pool = p_pool AND s.reserved_by IS NULL AND s.id >= v_start
                    ORDER BY s.id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING u.id, u.value;
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    UPDATE stock_units u SET reserved_by = p_reference, reserved_at = p_now
     WHERE u.id = (SELECT s.id FROM stock_units s
                    WHERE s.pool = p_pool AND s.reserved_by IS NULL AND s.id < v_start
                    ORDER BY s.id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING u.id, u.value;
END
$fn$;
`;
