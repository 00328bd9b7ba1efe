CREATE TABLE "engage_settings" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"spin_prizes" jsonb NOT NULL,
	"spin_token_cost" bigint DEFAULT 0 NOT NULL,
	"minigame_stakes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minigame_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"hmac" text NOT NULL,
	"layout" jsonb NOT NULL,
	"pick" integer,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reward_account" text DEFAULT 'balance' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"day" text NOT NULL,
	"free" boolean NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"hmac" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"prize_index" integer NOT NULL,
	"amount" bigint NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engage_settings" ADD CONSTRAINT "engage_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_rounds" ADD CONSTRAINT "minigame_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_seeds_player" ON "fair_seeds" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active" ON "fair_seeds" USING btree ("player_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "minigame_rounds_player" ON "minigame_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_rounds_open" ON "minigame_rounds" USING btree ("player_id") WHERE "minigame_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("player_id","mission_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_operator_code" ON "missions" USING btree ("operator_id","code");--> statement-breakpoint
CREATE INDEX "spins_player" ON "spins" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spins_free_day" ON "spins" USING btree ("player_id","day") WHERE "spins"."free";