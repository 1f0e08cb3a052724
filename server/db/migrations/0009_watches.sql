CREATE TABLE "watch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watch_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'running' NOT NULL,
	"found" text[] DEFAULT '{}'::text[] NOT NULL,
	"could_not_tell" text[] DEFAULT '{}'::text[] NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"new_since" text[] DEFAULT '{}'::text[] NOT NULL,
	"gone_since" text[] DEFAULT '{}'::text[] NOT NULL,
	"compared" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sealed_address" text NOT NULL,
	"address_key" text NOT NULL,
	"schedule" text DEFAULT 'weekly' NOT NULL,
	"state" text DEFAULT 'unverified' NOT NULL,
	"paused_for" text,
	"verify_token_hash" text,
	"verify_expires_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_runs" ADD CONSTRAINT "watch_runs_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_runs_due_key" ON "watch_runs" USING btree ("watch_id","due_at");--> statement-breakpoint
CREATE INDEX "watch_runs_watch_idx" ON "watch_runs" USING btree ("watch_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_user_address_key" ON "watches" USING btree ("user_id","address_key");--> statement-breakpoint
CREATE INDEX "watches_due_idx" ON "watches" USING btree ("state","next_run_at");--> statement-breakpoint
CREATE INDEX "watches_verify_idx" ON "watches" USING btree ("verify_token_hash");