CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_round_ref_unique";--> statement-breakpoint
ALTER TABLE "game_launches" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "ops_key_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "operator_id" integer;--> statement-breakpoint
UPDATE "sessions" SET "operator_id" = "players"."operator_id" FROM "players" WHERE "players"."id" = "sessions"."player_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "operator_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "throttles_window" ON "throttles" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_player_ref" ON "game_rounds" USING btree ("player_id","round_ref");--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_ticket_hash_unique" UNIQUE("ticket_hash");