CREATE TABLE "stream_leases" (
	"holder" text NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_leases_holder_key_pk" PRIMARY KEY("holder","key")
);
--> statement-breakpoint
CREATE INDEX "stream_leases_key" ON "stream_leases" USING btree ("key","expires_at");