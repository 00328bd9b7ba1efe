CREATE TABLE "sport_results_due" (
	"event_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
-- Fed events' results are written to sport_results by their ingestion now (what settlement reads):
-- those fed earlier are copied there once. A result the back office set stays.
INSERT INTO "sport_results" ("event_id", "status", "home", "away", "ht_home", "ht_away")
SELECT "event_id", "result"->>'status', coalesce(("result"->>'home')::int, 0), coalesce(("result"->>'away')::int, 0),
       ("result"->>'htHome')::int, ("result"->>'htAway')::int
FROM "sport_feed_events"
WHERE "result" IS NOT NULL
ON CONFLICT ("event_id") DO NOTHING;
