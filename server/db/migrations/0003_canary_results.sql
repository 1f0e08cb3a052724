CREATE TABLE "canary_results" (
	"module" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"detail" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
