import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The 13 styles of product.md P13 in screen order, seeded once (name -> preview asset). */
const STYLE_SEED: readonly (readonly [name: string, slug: string])[] = [
  ['Watercolor', 'watercolor'],
  ['Charcoal', 'charcoal'],
  ['Drawing', 'drawing'],
  ['Oil Painting', 'oil-painting'],
  ['Baroque Painting', 'baroque-painting'],
  ['Lego', 'lego'],
  ['Storybook Illustration', 'storybook-illustration'],
  ['Cinematic Steampunk Noir', 'cinematic-steampunk-noir'],
  ['Regal Portraiture', 'regal-portraiture'],
  ['Comic Book Style', 'comic-book-style'],
  ['Disney', 'disney'],
  ['Studio-Style Photorealism', 'studio-style-photorealism'],
  ['Surprise Me', 'surprise-me'],
];

/**
 * Create journey: image dimensions on sessions (orientation, artwork size for DPI), the art style order and seed,
 * and one generation_jobs row per AI generation attempt (audit, sliding-window rate limit, aiJobId).
 */
export class CreateJourney1767400000000 implements MigrationInterface {
  name = 'CreateJourney1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE sessions
        ADD COLUMN original_width integer,
        ADD COLUMN original_height integer,
        ADD COLUMN image_sizes jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`ALTER TABLE art_styles ADD COLUMN sort_order integer NOT NULL DEFAULT 0`);
    for (const [index, [name, slug]] of STYLE_SEED.entries()) {
      await q.query(
        `INSERT INTO art_styles (name, image_url, sort_order) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET image_url = EXCLUDED.image_url, sort_order = EXCLUDED.sort_order`,
        [name, `/api/assets/${slug}.webp`, index + 1],
      );
    }
    await q.query(`
      CREATE TABLE generation_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        session_id varchar(64) NOT NULL,
        style varchar(100) NOT NULL,
        is_revision boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT 'running'
          CONSTRAINT generation_jobs_status_check CHECK (status IN ('running', 'completed', 'failed')),
        error_type varchar(40),
        duration_ms integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX generation_jobs_user_id_created_at_idx ON generation_jobs (user_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX generation_jobs_session_id_idx ON generation_jobs (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS generation_jobs`);
    await q.query(`DELETE FROM art_styles WHERE name = ANY($1)`, [STYLE_SEED.map(([name]) => name)]);
    await q.query(`ALTER TABLE art_styles DROP COLUMN IF EXISTS sort_order`);
    await q.query(
      `ALTER TABLE sessions DROP COLUMN IF EXISTS image_sizes, DROP COLUMN IF EXISTS original_height, DROP COLUMN IF EXISTS original_width`,
    );
  }
}
