ALTER TABLE "operators" ADD COLUMN "show_leaderboard" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "show_ticker" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "social_proof_min" integer DEFAULT 5 NOT NULL;