CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"location" text NOT NULL,
	"street_address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"country" text DEFAULT 'USA',
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"geofence_radius" integer DEFAULT 300,
	"start_date" date NOT NULL,
	"end_date" date,
	"estimated_finish_date" date,
	"actual_finish_date" date,
	"budget" numeric(10, 2) NOT NULL,
	"estimated_material_cost" numeric(10, 2),
	"estimated_days" integer,
	"ai_analysis" text,
	"recommended_days" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority_level" text DEFAULT 'medium',
	"risk_level" text DEFAULT 'low',
	"has_before_photos" boolean DEFAULT false NOT NULL,
	"has_completion_photos" boolean DEFAULT false NOT NULL,
	"before_photos_requested" boolean DEFAULT false NOT NULL,
	"completion_photos_requested" boolean DEFAULT false NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"last_active_date" date,
	"total_inactive_days" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"expense_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labor_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(50),
	"position" varchar(100) NOT NULL,
	"hourly_rate" numeric(8, 2),
	"daily_rate" numeric(8, 2),
	"pay_type" text DEFAULT 'hourly' NOT NULL,
	"cashapp_handle" varchar(100),
	"preferred_payment_method" text DEFAULT 'cash',
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcontractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"company" varchar(255),
	"email" varchar(255),
	"phone" varchar(50),
	"specialty" varchar(255) NOT NULL,
	"license_number" varchar(100),
	"insurance_expiry" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"contact_person" varchar(255),
	"email" varchar(255),
	"phone" varchar(50),
	"address" text,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"category" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"date" date NOT NULL,
	"supplier_id" integer,
	"employee_id" integer,
	"subcontractor_id" integer,
	"receipt_number" varchar(100),
	"notes" text,
	"receipt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"hours_worked" numeric(8, 2) DEFAULT '0' NOT NULL,
	"assigned_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_subcontractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"subcontractor_id" integer NOT NULL,
	"days_worked" numeric(6, 1) DEFAULT '0' NOT NULL,
	"assigned_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer,
	"subcontractor_id" integer,
	"date" date NOT NULL,
	"hours" numeric(6, 2),
	"days" numeric(5, 1) DEFAULT '1',
	"entry_type" text DEFAULT 'hours' NOT NULL,
	"custom_pay" numeric(8, 2),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"image_data" text,
	"caption" text,
	"category" varchar(50) DEFAULT 'progress' NOT NULL,
	"location" text,
	"taken_by" varchar(255),
	"analysis" jsonb,
	"is_marketing_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"receipt_number" varchar(100),
	"receipt_date" date,
	"total_amount" numeric(10, 2),
	"ai_analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"project_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_date" date NOT NULL,
	"week_start_date" date,
	"week_end_date" date,
	"cashapp_transaction_id" varchar(255),
	"check_number" varchar(50),
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_advances" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"project_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"advance_date" date NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"week_start_date" date,
	"week_end_date" date,
	"payment_method" text DEFAULT 'cashapp' NOT NULL,
	"cashapp_transaction_id" varchar(255),
	"deduct_from_project" boolean DEFAULT false NOT NULL,
	"expense_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_phone" varchar(50),
	"employee_id" integer,
	"body" text NOT NULL,
	"provider" varchar(50) DEFAULT 'outbox' NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"error" text,
	"provider_message_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "active_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"location" text NOT NULL,
	"street_address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"budget" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"estimated_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_to_active_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completed_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"location" text NOT NULL,
	"street_address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"budget" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"estimated_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actual_finish_date" date,
	"completed_date" timestamp with time zone DEFAULT now() NOT NULL,
	"final_cost" numeric(12, 2) NOT NULL,
	"profit" numeric(12, 2) NOT NULL,
	"profit_margin" numeric(7, 2) NOT NULL,
	"actual_days" integer,
	"active_days" integer DEFAULT 0 NOT NULL,
	"total_project_days" integer,
	"ai_analysis" jsonb,
	"final_notes" text,
	"customer_rating" integer DEFAULT 5 NOT NULL,
	"completion_photos" jsonb
);
--> statement-breakpoint
CREATE TABLE "inactive_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"location" text NOT NULL,
	"street_address" text,
	"city" varchar(100),
	"state" varchar(50),
	"zip_code" varchar(20),
	"budget" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"estimated_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason_inactive" text NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"total_inactive_days" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"last_active_date" date,
	"moved_to_inactive_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(30) NOT NULL,
	"severity" varchar(20) DEFAULT 'medium' NOT NULL,
	"threshold_value" numeric(12, 2),
	"conditions" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"type" varchar(30) DEFAULT 'other' NOT NULL,
	"severity" varchar(20) DEFAULT 'low' NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"current_value" numeric(12, 2),
	"threshold_value" numeric(12, 2),
	"action_required" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"platform" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"image_url" text,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(30) NOT NULL,
	"username" varchar(255) NOT NULL,
	"display_name" varchar(255) NOT NULL,
	"auto_post" boolean DEFAULT false NOT NULL,
	"is_connected" boolean DEFAULT false NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"last_post_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" text,
	"description" text,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_employees" ADD CONSTRAINT "project_employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_employees" ADD CONSTRAINT "project_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subcontractors" ADD CONSTRAINT "project_subcontractors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_subcontractors" ADD CONSTRAINT "project_subcontractors_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_projects" ADD CONSTRAINT "active_projects_original_project_id_projects_id_fk" FOREIGN KEY ("original_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_projects" ADD CONSTRAINT "completed_projects_original_project_id_projects_id_fk" FOREIGN KEY ("original_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactive_projects" ADD CONSTRAINT "inactive_projects_original_project_id_projects_id_fk" FOREIGN KEY ("original_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_active_start_idx" ON "projects" USING btree ("is_active","start_date");--> statement-breakpoint
CREATE INDEX "projects_start_idx" ON "projects" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employees_active_idx" ON "employees" USING btree ("active");--> statement-breakpoint
CREATE INDEX "expenses_project_date_idx" ON "expenses" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "expenses_date_id_idx" ON "expenses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "expenses_category_date_idx" ON "expenses" USING btree ("category","date");--> statement-breakpoint
CREATE INDEX "expenses_supplier_idx" ON "expenses" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "expenses_employee_idx" ON "expenses" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "expenses_subcontractor_idx" ON "expenses" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_employees_unique" ON "project_employees" USING btree ("project_id","employee_id");--> statement-breakpoint
CREATE INDEX "project_employees_employee_idx" ON "project_employees" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_subcontractors_unique" ON "project_subcontractors" USING btree ("project_id","subcontractor_id");--> statement-breakpoint
CREATE INDEX "time_entries_project_date_idx" ON "time_entries" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_employee_date_idx" ON "time_entries" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_date_idx" ON "time_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","category");--> statement-breakpoint
CREATE INDEX "receipts_project_idx" ON "receipts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payments_employee_idx" ON "payments" USING btree ("employee_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payroll_week_unique" ON "payments" USING btree ("employee_id","week_start_date","payment_type");--> statement-breakpoint
CREATE INDEX "payroll_advances_employee_idx" ON "payroll_advances" USING btree ("employee_id","status","advance_date");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "active_projects_original_idx" ON "active_projects" USING btree ("original_project_id");--> statement-breakpoint
CREATE INDEX "completed_projects_original_idx" ON "completed_projects" USING btree ("original_project_id");--> statement-breakpoint
CREATE INDEX "inactive_projects_original_idx" ON "inactive_projects" USING btree ("original_project_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("acknowledged","created_at");--> statement-breakpoint
CREATE INDEX "notifications_project_idx" ON "notifications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "scheduled_posts_when_idx" ON "scheduled_posts" USING btree ("scheduled_for");