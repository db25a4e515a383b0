import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of product.md P13, written by hand so that the SQL is the reviewed source of truth.
 * Conventions: uuid primary keys (gen_random_uuid, built into PostgreSQL 13+), timestamptz, money in integer cents
 * with CHECK >= 0, hashed tokens (SHA-256 hex, 64 chars). Cascades: everything a user owns privately (tokens, cart,
 * creation sessions) goes with the user; money records (orders) and logs keep their rows (SET NULL); order children
 * (line items, notifications, shipments) go with their order.
 */
export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL CONSTRAINT users_email_lower_check CHECK (email = lower(email)),
        password varchar(255),
        username varchar(100),
        first_name varchar(40),
        last_name varchar(40),
        phone varchar(32),
        is_admin boolean NOT NULL DEFAULT false,
        email_verified boolean NOT NULL DEFAULT false,
        email_verification_token varchar(255),
        email_verification_expires timestamptz,
        shipping_info jsonb,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);

    await q.query(`
      CREATE TABLE auth_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token varchar(64) NOT NULL CONSTRAINT auth_tokens_token_key UNIQUE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        replaced_by uuid REFERENCES auth_tokens (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id)`);
    await q.query(`CREATE INDEX auth_tokens_family_id_idx ON auth_tokens (family_id)`);

    for (const table of ['password_reset_tokens', 'email_verification_tokens']) {
      await q.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          token varchar(64) NOT NULL CONSTRAINT ${table}_token_key UNIQUE,
          expires_at timestamptz NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          used_at timestamptz
        )`);
      await q.query(`CREATE INDEX ${table}_user_id_idx ON ${table} (user_id)`);
    }

    await q.query(`
      CREATE TABLE art_styles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL CONSTRAINT art_styles_name_key UNIQUE,
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id varchar(64) NOT NULL CONSTRAINT sessions_session_id_key UNIQUE,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        original_image_url text,
        selected_style varchar(100),
        custom_prompt text,
        selected_size varchar(20),
        generated_images jsonb NOT NULL DEFAULT '[]'::jsonb,
        selected_image text,
        revision_count integer NOT NULL DEFAULT 0 CONSTRAINT sessions_revision_count_check CHECK (revision_count >= 0),
        selected_print_type varchar(20),
        selected_print_size varchar(20),
        cloud_image_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
        ai_job_id varchar(100),
        ai_job_status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_created_at_idx ON sessions (created_at DESC)`);

    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_hash varchar(64) NOT NULL CONSTRAINT orders_order_hash_key UNIQUE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        session_id varchar(64),
        customer_name varchar(100),
        customer_email varchar(320) NOT NULL,
        customer_phone varchar(32),
        shipping_address jsonb,
        print_size varchar(20),
        print_type varchar(20),
        image_url text,
        total_amount integer NOT NULL CONSTRAINT orders_total_amount_check CHECK (total_amount >= 0),
        stripe_payment_id varchar(255),
        stripe_invoice_id varchar(255),
        invoice_url text,
        invoice_status varchar(30) NOT NULL DEFAULT 'pending',
        fulfillment_status varchar(60) NOT NULL DEFAULT 'pending',
        tracking_url text,
        printify_order_id varchar(100),
        printify_order_number varchar(100),
        tax_calculation_id varchar(255),
        tax_amount integer NOT NULL DEFAULT 0 CONSTRAINT orders_tax_amount_check CHECK (tax_amount >= 0),
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);
    await q.query(`CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX orders_created_at_idx ON orders (created_at DESC)`);
    await q.query(`CREATE INDEX orders_printify_order_id_idx ON orders (printify_order_id)`);
    await q.query(`CREATE INDEX orders_stripe_payment_id_idx ON orders (stripe_payment_id)`);

    // The unique index leads with user_id, so it also serves "cart items by user".
    await q.query(`
      CREATE TABLE cart_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id varchar(64) NOT NULL,
        print_type varchar(20) NOT NULL,
        print_size varchar(20) NOT NULL,
        image_url text NOT NULL,
        quantity integer NOT NULL DEFAULT 1 CONSTRAINT cart_items_quantity_check CHECK (quantity >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_items_line_key UNIQUE (user_id, session_id, print_type, print_size, image_url)
      )`);

    await q.query(`
      CREATE TABLE order_line_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        session_id varchar(64),
        print_type varchar(20) NOT NULL,
        print_size varchar(20) NOT NULL,
        image_url text,
        quantity integer NOT NULL DEFAULT 1 CONSTRAINT order_line_items_quantity_check CHECK (quantity >= 1),
        unit_price integer NOT NULL CONSTRAINT order_line_items_unit_price_check CHECK (unit_price >= 0),
        line_total integer NOT NULL CONSTRAINT order_line_items_line_total_check CHECK (line_total >= 0),
        printify_product_id varchar(100),
        printify_variant_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_line_items_order_id_idx ON order_line_items (order_id)`);

    await q.query(`
      CREATE TABLE order_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        notification_type varchar(40) NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        email_address varchar(320) NOT NULL,
        tracking_info jsonb,
        email_status varchar(20) NOT NULL DEFAULT 'sent',
        provider_message_id varchar(255)
      )`);
    await q.query(`CREATE INDEX order_notifications_order_id_idx ON order_notifications (order_id)`);

    await q.query(`
      CREATE TABLE printify_webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id varchar(255) CONSTRAINT printify_webhooks_webhook_id_key UNIQUE,
        event_type varchar(100) NOT NULL,
        order_id varchar(100),
        order_number varchar(100),
        payload jsonb NOT NULL,
        processed boolean NOT NULL DEFAULT false,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        error text
      )`);
    await q.query(`CREATE INDEX printify_webhooks_order_id_idx ON printify_webhooks (order_id)`);

    await q.query(`
      CREATE TABLE order_shipments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        tracking_number varchar(100),
        tracking_url text,
        carrier varchar(100),
        product_type varchar(20),
        printify_line_item_id varchar(100),
        shipped_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_shipments_order_id_idx ON order_shipments (order_id)`);

    await q.query(`
      CREATE TABLE error_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        error_type varchar(100) NOT NULL,
        error_message text NOT NULL,
        stack_trace text,
        context jsonb,
        user_agent text,
        severity varchar(10) NOT NULL DEFAULT 'medium'
          CONSTRAINT error_logs_severity_check CHECK (severity IN ('critical', 'high', 'medium', 'low')),
        resolved boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await q.query(`CREATE INDEX error_logs_created_at_idx ON error_logs (created_at DESC)`);
    await q.query(`CREATE INDEX error_logs_error_type_idx ON error_logs (error_type)`);
    await q.query(`CREATE INDEX error_logs_user_id_idx ON error_logs (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Children first; indexes and constraints go with their tables.
    for (const table of [
      'error_logs',
      'order_shipments',
      'printify_webhooks',
      'order_notifications',
      'order_line_items',
      'cart_items',
      'orders',
      'sessions',
      'art_styles',
      'email_verification_tokens',
      'password_reset_tokens',
      'auth_tokens',
      'users',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
