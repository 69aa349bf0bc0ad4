-- Custom SQL migration file, put your code below! ---- Statement-level triggers keep the per-day rollups exact for every writer: the batch writer,
-- a bulk import or a generate_series seed. Days are UTC. Rows are aggregated once per statement,
-- so a 1,000-row batch costs one small upsert; ORDER BY keeps lock order stable between instances.
CREATE OR REPLACE FUNCTION page_visits_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_daily_counts AS c (day, path, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.path, count(*)::int
  FROM new_rows n GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, path) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_visits_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visit_daily_counts c SET count = c.count - o.n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, path, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
  WHERE c.day = o.day AND c.path = o.path;
  DELETE FROM visit_daily_counts WHERE count <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER page_visits_rollup_insert AFTER INSERT ON page_visits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_visits_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER page_visits_rollup_delete AFTER DELETE ON page_visits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_visits_rollup_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION download_events_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO download_daily_counts AS c (day, card_type, template, count)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.card_type, n.template, count(*)::int
  FROM new_rows n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, card_type, template) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION download_events_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE download_daily_counts c SET count = c.count - o.n
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, card_type, template, count(*)::int AS n
    FROM old_rows GROUP BY 1, 2, 3
  ) o
  WHERE c.day = o.day AND c.card_type = o.card_type AND c.template = o.template;
  DELETE FROM download_daily_counts WHERE count <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER download_events_rollup_insert AFTER INSERT ON download_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION download_events_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER download_events_rollup_delete AFTER DELETE ON download_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION download_events_rollup_delete();
--> statement-breakpoint
-- Rows recorded before the rollups existed.
INSERT INTO visit_daily_counts (day, path, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, path, count(*)::int FROM page_visits GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO download_daily_counts (day, card_type, template, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, card_type, template, count(*)::int FROM download_events GROUP BY 1, 2, 3;
