-- Accounts and sessions (issue 16). A user signs in with a username and a password (scrypt hash); a foreman is
-- linked to the employee whose projects (through project_employees) they may see. Sessions are stored by the
-- SHA-256 of their token, so the table never holds a usable cookie value.
CREATE TABLE "users" (
  "id" serial PRIMARY KEY,
  "username" varchar(60) NOT NULL,
  "name" varchar(100) NOT NULL,
  "role" varchar(10) NOT NULL CHECK ("role" IN ('owner', 'office', 'foreman')),
  "employee_id" integer REFERENCES "employees"("id") ON DELETE SET NULL,
  "password_hash" text NOT NULL,
  "disabled" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"));--> statement-breakpoint
CREATE TABLE "sessions" (
  "token_hash" char(64) PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");
