CREATE TABLE "payment_refunds" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"amount_refunded" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credits_owed_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders refunded before amounts were recorded were refunded in full: all their credits claimed.
UPDATE "orders" SET "amount_refunded" = "amount_total", "credits_owed_back" = "credits" WHERE "order_status" = 'refunded';
