CREATE TABLE "assistant_conversations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" char(24) NOT NULL,
	"role" text NOT NULL,
	"request_id" text,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_saved_tool_calls" (
	"conversation_id" char(24) NOT NULL,
	"tool_call_id" text NOT NULL,
	"message_id" text NOT NULL,
	"saved_by_user_id" char(24) NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_saved_tool_calls_conversation_id_tool_call_id_pk" PRIMARY KEY("conversation_id","tool_call_id")
);
--> statement-breakpoint
CREATE TABLE "assistant_task_log" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"request_id" text NOT NULL,
	"endpoint_name" text NOT NULL,
	"title" text NOT NULL,
	"command" text NOT NULL,
	"content" text NOT NULL,
	"current_stage" text NOT NULL,
	"progress_level" integer NOT NULL,
	"status" text NOT NULL,
	"options" jsonb NOT NULL,
	"outputs" jsonb NOT NULL,
	"error" text,
	"context" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_saved_tool_calls" ADD CONSTRAINT "assistant_saved_tool_calls_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_saved_tool_calls" ADD CONSTRAINT "assistant_saved_tool_calls_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_task_log" ADD CONSTRAINT "assistant_task_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_user_id_class_id_index" ON "assistant_conversations" USING btree ("user_id","class_id");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_id_created_at_index" ON "assistant_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_task_log_user_id_request_id_index" ON "assistant_task_log" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "assistant_task_log_user_id_updated_at_index" ON "assistant_task_log" USING btree ("user_id","updated_at");