CREATE TABLE "search_events" (
	"search_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	CONSTRAINT "search_events_search_id_seq_pk" PRIMARY KEY("search_id","seq")
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"spend_id" text NOT NULL,
	"type" text NOT NULL,
	"sealed_query" text NOT NULL,
	"timeout_s" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"told_place" boolean DEFAULT false NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"watched_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "searches_spend_idx" ON "searches" USING btree ("spend_id");--> statement-breakpoint
CREATE INDEX "searches_state_idx" ON "searches" USING btree ("state","round","created_at");--> statement-breakpoint
CREATE INDEX "searches_finished_idx" ON "searches" USING btree ("finished_at");