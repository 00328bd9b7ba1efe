CREATE TABLE "sport_bet_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"period" text NOT NULL,
	"line_q" integer,
	"selection_key" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text NOT NULL,
	"odds" integer NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"names" jsonb NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"payout" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_cashout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_results" (
	"event_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"home" integer DEFAULT 0 NOT NULL,
	"away" integer DEFAULT 0 NOT NULL,
	"ht_home" integer,
	"ht_away" integer,
	"first_goal" text,
	"last_goal" text,
	"winner" text,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_cashout_quotes" ADD CONSTRAINT "sport_cashout_quotes_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_cashout_quotes" ADD CONSTRAINT "sport_cashout_quotes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_legs_bet" ON "sport_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_event" ON "sport_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_selection" ON "sport_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_idempotency" ON "sport_bets" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sport_bets_player" ON "sport_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "sport_bets_status" ON "sport_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sport_cashout_quotes_bet" ON "sport_cashout_quotes" USING btree ("bet_id");