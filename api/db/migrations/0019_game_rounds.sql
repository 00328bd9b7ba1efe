CREATE TABLE "aggregator_games" (
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"aggregator" text NOT NULL,
	"external_code" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregator_games_provider_code_game_code_pk" PRIMARY KEY("provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"aggregator" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"reference_uuid" text,
	"round" text,
	"game_code" text,
	"currency" text,
	"amount" bigint,
	"moved" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"outcome" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aggregator_games_aggregator" ON "aggregator_games" USING btree ("aggregator");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_once" ON "provider_transactions" USING btree ("aggregator","transaction_uuid");--> statement-breakpoint
CREATE INDEX "provider_transactions_player" ON "provider_transactions" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference" ON "provider_transactions" USING btree ("aggregator","reference_uuid");