CREATE TABLE "demo_provider_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"page_token_hash" text,
	"user" text NOT NULL,
	"operator_token" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"lang" text NOT NULL,
	"lobby_url" text NOT NULL,
	"fun_balance" bigint,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_sessions_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "demo_provider_sessions_page_token_hash_unique" UNIQUE("page_token_hash")
);
--> statement-breakpoint
CREATE INDEX "aggregator_games_external" ON "aggregator_games" USING btree ("aggregator","external_code");