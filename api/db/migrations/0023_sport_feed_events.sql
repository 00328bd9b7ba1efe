CREATE TABLE "sport_feed_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"seq" bigint NOT NULL,
	"fixture" jsonb,
	"markets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"live" jsonb,
	"result" jsonb,
	"starts_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sport_feed_events_starts" ON "sport_feed_events" USING btree ("starts_at");