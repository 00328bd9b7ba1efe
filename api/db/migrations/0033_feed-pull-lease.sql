CREATE TABLE "sport_feed_pulls" (
	"feed" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"remaining" integer,
	"used" integer,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
