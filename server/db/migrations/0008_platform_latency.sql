CREATE TABLE "platform_latency" (
	"module" text PRIMARY KEY NOT NULL,
	"answered_ms" integer[] NOT NULL,
	"last_answered_at" timestamp with time zone,
	"last_hung_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
