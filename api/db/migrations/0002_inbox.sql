CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reward_amount" bigint,
	"reward_account" text DEFAULT 'balance' NOT NULL,
	"expires_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_player" ON "inbox_messages" USING btree ("player_id","id");