CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_friend_id_unique" UNIQUE("friend_id")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "referral_reward" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "referral_min_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "referral_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_players_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_inbox_id_inbox_messages_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id","id");