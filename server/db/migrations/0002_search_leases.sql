CREATE TABLE "search_leases" (
	"spend_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"reversed_by" text
);
--> statement-breakpoint
ALTER TABLE "search_leases" ADD CONSTRAINT "search_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_leases_user_idx" ON "search_leases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_leases_owner_idx" ON "search_leases" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "search_leases_expires_idx" ON "search_leases" USING btree ("expires_at");